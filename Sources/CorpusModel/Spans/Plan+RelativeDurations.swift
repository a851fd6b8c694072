extension Plan {
  /// Adds relative offsets to every group of the relative plan and durations to the
  /// durations plan (`generate --relative-offset`, `--duration-seconds`); a plan made before
  /// an artifact gets its default plan with the additions.
  public mutating func add(relativeOffsets: [SpanAmount], durationSeconds: [SpanAmount]) {
    if !relativeOffsets.isEmpty {
      var plan = relative ?? .default
      plan.add(offsets: relativeOffsets)
      relative = plan
    }
    if !durationSeconds.isEmpty {
      var plan = durations ?? .default
      plan.add(seconds: durationSeconds)
      durations = plan
    }
  }
}
