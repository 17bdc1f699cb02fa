import GreetingUI

// Prints what the CompileNibs plugin compiled into GreetingUI's bundle.
for resource in compiledInterfaceResources() {
    print(resource)
}
