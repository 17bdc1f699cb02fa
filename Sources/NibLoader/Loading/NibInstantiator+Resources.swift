import NibModel

extension NibInstantiator {
    /// L1: every image (L1.1) and, on AppKit, every sound (L1.2) into the caches, before any
    /// object exists. A missing resource is a warning.
    func loadResources() {
        let systemImages = plan.systemImages
        for name in plan.imageNames {
            if systemImages.contains(name) {
                record(
                    LoadEvent(
                        phase: .resources, action: .imageLoaded, name: name, detail: "system symbol, provided by the OS"
                    ))
                continue
            }
            if let image = live.cache.image(named: name) ?? options.resources?.image(named: name) {
                live.cache.add(
                    NibImage(
                        name: name, path: image.path, scale: image.scale, device: image.device,
                        byteCount: image.byteCount))
                record(
                    LoadEvent(
                        phase: .resources, action: .imageLoaded, name: name,
                        detail: "\(image.path) scale \(image.scale)"))
            } else {
                record(
                    LoadEvent(
                        phase: .resources, action: .resourceMissing, outcome: .warning, name: name,
                        detail: options.resources == nil ? "no resource provider" : "image not found"))
            }
        }
        guard isAppKit else { return }
        for name in plan.soundNames {
            if let sound = live.cache.sound(named: name) ?? options.resources?.sound(named: name) {
                live.cache.add(sound)
                record(LoadEvent(phase: .resources, action: .soundLoaded, name: name, detail: sound.path))
            } else {
                record(
                    LoadEvent(
                        phase: .resources, action: .resourceMissing, outcome: .warning, name: name,
                        detail: options.resources == nil ? "no resource provider" : "sound not found"))
            }
        }
    }

    /// A2–A4, A7: File's Owner is the caller's object, First Responder is nil, Application is
    /// the application object, custom placeholders come from the external objects (UIKit only).
    func bindPlaceholders() throws(NibLoadingError) {
        for placeholder in plan.placeholders {
            guard let role = placeholder.placeholderRole else { continue }
            let id = placeholder.id
            switch role {
            case .filesOwner:
                if let owner {
                    live[id] = owner
                    record(
                        LoadEvent(
                            phase: .placeholders, action: .placeholderBound, objectID: id,
                            className: placeholder.className, name: "File's Owner", detail: "the caller's owner"))
                } else {
                    live.nilPlaceholders[id] = role
                    record(
                        LoadEvent(
                            phase: .placeholders, action: .placeholderBound, outcome: .skipped, objectID: id,
                            name: "File's Owner", detail: "no owner given: its connections are skipped"))
                }
            case .firstResponder:
                live.nilPlaceholders[id] = role
                record(
                    LoadEvent(
                        phase: .placeholders, action: .placeholderBound, objectID: id, name: "First Responder",
                        detail: "nil target: the responder chain"))
            case .application:
                let application =
                    options.application ?? NibStandIn(className: isAppKit ? "NSApplication" : "UIApplication")
                self.application = application
                live[id] = application
                record(
                    LoadEvent(
                        phase: .placeholders, action: .placeholderBound, objectID: id, name: "Application",
                        detail: options.application == nil ? "application stand-in" : "the application object"))
            case .custom(let name):
                guard !isAppKit else {
                    throw failure(.customPlaceholderInAppKit(name), at: placeholder.location, objectID: id)
                }
                guard let external = externalObjects[name] else {
                    throw failure(.missingExternalObject(name), at: placeholder.location, objectID: id)
                }
                live[id] = external
                record(
                    LoadEvent(
                        phase: .placeholders, action: .placeholderBound, objectID: id, name: name,
                        detail: "external object"))
            case .exit, .storyboardReference:
                live.nilPlaceholders[id] = role
                record(
                    LoadEvent(
                        phase: .placeholders, action: .placeholderBound, outcome: .skipped, objectID: id,
                        name: role.name, detail: "resolved when a segue runs, not at load"))
            }
        }
    }
}
