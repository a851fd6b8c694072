extension Unicode.Scalar {
  /// Whether the scalar is in one of Unicode's seven punctuation categories (P*): what both the
  /// wheel splitter and the change classifier take for punctuation.
  public var isPunctuation: Bool {
    switch properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }
}
