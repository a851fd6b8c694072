extension Plan {
  /// The engines besides the corpus's own, in the plan's order: empty for a corpus of one
  /// engine.
  public var otherEngines: [String] { Array((engines ?? []).dropFirst()) }

  /// The engines that render the template or fixed pattern `format`: its scope's
  /// ``FormatScope/engines``, else the corpus's own engine alone (`own`).
  public func engines(of kind: FormatScope.Kind, _ format: String, own: String) -> [String] {
    scope(kind, format)?.engines ?? [own]
  }

  /// The plan one of ``engines`` renders a locale file's part with: the plan itself for a
  /// corpus of one engine.
  ///
  /// The corpus's own engine (the first) renders every artifact, and of the templates, fixed
  /// patterns, configured durations and relative times, interval templates, a plan's own
  /// style pairs and configured pickers those its scope names it for (all of them, when no
  /// scope names engines). Another engine renders only the formats whose scope names it, and
  /// only the artifacts that hold them (`skeletons`, `patterns`, `durations`, `relative`,
  /// `intervals`, `styles`, `pickers`): the style grid, the durations' and relative times'
  /// default grids, the reference pickers and the rest are the corpus's own engine's, so a
  /// second engine adds the app's formats alone.
  ///
  /// - Parameter name: one of ``engines``.
  public func narrowed(toEngine name: String) -> Plan {
    guard let engines, engines.count > 1 else { return self }
    let own = engines[0]
    var plan = self
    plan.engines = nil
    plan.templates = effectiveTemplates.filter {
      self.engines(of: .template, $0, own: own).contains(name)
    }
    plan.patterns = patterns.map {
      $0.filter { self.engines(of: .pattern, $0, own: own).contains(name) }
    }
    // A configured duration or relative time renders in the engines its scope names, as a
    // template does; the default grids are the corpus's own engine's.
    plan.durations?.configurations = durations?.configurations?.filter {
      self.engines(of: .duration, $0.text, own: own).contains(name)
    }
    plan.relative?.configurations = relative?.configurations?.filter {
      self.engines(of: .relative, $0.text, own: own).contains(name)
    }
    // An interval template spans the plan's pairs in the engines its scope names (the default
    // templates, which no scope names, are the corpus's own engine's).
    plan.intervalTemplates = intervalTemplates?.filter {
      self.engines(of: .interval, $0, own: own).contains(name)
    }
    // A plan's own style pairs likewise; the grid (no pairs of its own) is the corpus's own
    // engine's, so another engine's part has no `styles` then.
    plan.stylePairs = stylePairs?.filter {
      self.engines(of: .style, $0, own: own).contains(name)
    }
    // A configured picker is scoped by its key, one mode's, as for its locales: a
    // configuration planned in several modes keeps the modes whose entries name the engine.
    plan.pickers = pickers?.compactMap { planned in
      let modes = planned.modes.filter {
        self.engines(of: .picker, planned.key(mode: $0), own: own).contains(name)
      }
      guard !modes.isEmpty else { return nil }
      return PlannedPicker(
        modes: modes, calendars: planned.calendars, configuration: planned.configuration)
    }
    if name != own {
      plan.durations?.units = []
      plan.durations?.widths = []
      plan.relative?.widths = []
      plan.relative?.groups = []
      // Only the artifacts that hold one of its formats: no empty objects in its part.
      let holds = [
        (Artifact.skeletons, !(plan.templates ?? []).isEmpty),
        (.patterns, !(plan.patterns ?? []).isEmpty),
        (.durations, !(plan.durations?.configurations ?? []).isEmpty),
        (.relative, !(plan.relative?.configurations ?? []).isEmpty),
        (.intervals, !(plan.intervalTemplates ?? []).isEmpty && !(plan.intervals ?? []).isEmpty),
        (.styles, !(plan.stylePairs ?? []).isEmpty),
        (.pickers, !(plan.pickers ?? []).isEmpty),
      ]
      plan.artifacts = Plan.orderedArtifacts(
        holds.filter { renders($0.0) && $0.1 }.map(\.0.name))
    }
    return plan
  }
}
