extension Artifact {
  /// Style strings: every (dateStyle, timeStyle) pair at the seed instants, the four matching
  /// pairs at the edge instants, in the plan's style zone; in the Gregorian calendar also the
  /// zone sweep's pairs in every zone at the sweep's instants. A plan's own pairs
  /// (``Plan/stylePairs``) replace that grid: each in every zone at the seed instants. Keyed
  /// zone › instant › `date/time`.
  public static let styles = Artifact(
    name: "styles", place: .calendar, planKeys: [.stylePairs], drawing: .styleGrid)
}

extension PlanKey {
  /// A plan's own style pairs: a plan without the key renders the grid, which holds every
  /// pair, so it compares as no pairs of its own and never predates the key.
  public static let stylePairs = PlanKey.list(
    "stylePairs", axis: "style pairs", label: "style pairs", isFormat: true,
    read: { $0.stylePairs ?? [] }, isAbsent: { _ in false })
}

extension PlanOverride where Value == [StylePair] {
  /// `--style-pair` and a plan file's `style` entries: in a new plan, the pairs alone replace
  /// the grid (as `--picker` replaces the default pickers); added to a stored plan's own pairs.
  /// A stored plan that renders the grid already holds every pair: adding one would drop the
  /// rest of the grid, so it is refused rather than done silently.
  public static var stylePairs: PlanOverride {
    PlanOverride.addition(
      .stylePairs,
      new: { plan, pairs in
        guard !pairs.isEmpty else { return }
        plan.stylePairs = Plan.unique(pairs.map(\.description))
      },
      stored: { plan, pairs in
        guard !pairs.isEmpty else { return }
        guard let own = plan.stylePairs else {
          throw InputError.invalidValue(
            pairs[0].description, option: "--style-pair",
            expected:
              "a corpus with style pairs of its own: this corpus renders the whole style grid, which holds every pair (a plan's own pairs replace the grid in a new plan)"
          )
        }
        plan.stylePairs = Plan.unique(own + pairs.map(\.description))
      })
  }
}

extension Plan {
  /// The pairs ``stylePairs`` names, nil when the plan renders the grid.
  ///
  /// - Throws: `InputError` for a pair `--style-pair` would refuse (a manifest is checked when
  ///   read, so only a plan built by hand gets here).
  public func ownStylePairs() throws -> [StylePair]? {
    try stylePairs?.map(StylePair.init(parsing:))
  }
}
