/// Which rules run: the defaults, with rules switched on or off by id.
public struct RuleSelection: Sendable, Hashable {
    /// The ids of the rules that run.
    public private(set) var enabled: Set<RuleID>

    /// The rules that run by default (every rule except `unused-outlet` and `unused-action`).
    public static let `default` = RuleSelection(
        enabled: Set(ValidationRule.all.filter(\.isEnabledByDefault).map(\.id)))

    /// Every rule of the catalogue.
    public static let all = RuleSelection(enabled: Set(ValidationRule.all.map(\.id)))

    /// Creates a selection of exactly these rules.
    public init(enabled: Set<RuleID>) {
        self.enabled = enabled
    }

    /// Whether the rule runs.
    public func isEnabled(_ rule: RuleID) -> Bool {
        enabled.contains(rule)
    }

    /// Switches a rule on.
    public mutating func enable(_ rule: RuleID) {
        enabled.insert(rule)
    }

    /// Switches a rule off.
    public mutating func disable(_ rule: RuleID) {
        enabled.remove(rule)
    }

    /// Applies `--enable`/`--disable` lists, throwing for an id the catalogue does not have.
    ///
    /// `all` in either list stands for every rule.
    public mutating func apply(enabling: [String], disabling: [String]) throws(UnknownRuleError) {
        for name in enabling {
            if name == "all" { enabled = RuleSelection.all.enabled; continue }
            guard ValidationRule.rule(withID: RuleID(name)) != nil else { throw UnknownRuleError(name: name) }
            enable(RuleID(name))
        }
        for name in disabling {
            if name == "all" { enabled = []; continue }
            guard ValidationRule.rule(withID: RuleID(name)) != nil else { throw UnknownRuleError(name: name) }
            disable(RuleID(name))
        }
    }
}
