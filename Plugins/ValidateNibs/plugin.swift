import PackagePlugin
@main struct ValidateNibs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
