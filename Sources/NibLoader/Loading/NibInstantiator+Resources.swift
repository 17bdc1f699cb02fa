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
        for (index, placeholder) in plan.placeholders.enumerated() {
            guard let role = placeholder.role else { continue }
            let position = placeholder.position
            switch role {
            case .filesOwner:
                if let owner {
                    live.slots[position] = owner
                    record(TraceRecord(kind: .placeholderBound, flag: 1, index: index))
                } else {
                    live.bindNil(index)
                    record(TraceRecord(kind: .placeholderBound, index: index))
                }
            case .firstResponder:
                live.bindNil(index)
                record(TraceRecord(kind: .placeholderBound, index: index))
            case .application:
                let application =
                    options.application ?? NibStandIn(className: isAppKit ? "NSApplication" : "UIApplication")
                self.application = application
                live.slots[position] = application
                record(TraceRecord(kind: .placeholderBound, flag: options.application == nil ? 0 : 1, index: index))
            case .custom(let name):
                guard !isAppKit else {
                    throw failure(.customPlaceholderInAppKit(name), at: placeholder.location, objectID: placeholder.id)
                }
                guard let external = externalObjects[name] else {
                    throw failure(.missingExternalObject(name), at: placeholder.location, objectID: placeholder.id)
                }
                live.slots[position] = external
                record(TraceRecord(kind: .placeholderBound, index: index))
            case .exit, .storyboardReference:
                live.bindNil(index)
                record(TraceRecord(kind: .placeholderBound, index: index))
            }
        }
    }
}
