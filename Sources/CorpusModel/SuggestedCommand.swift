/// A command a message tells the user to run, built from the folders and options of the run
/// that printed it.
///
/// A hint that drops the user's `--corpus` acts on `./corpus` instead: in a team's repository,
/// whose corpus sits elsewhere, the `accept` a check suggested failed, and the `generate` its
/// error then suggested would write the whole default corpus. So every hint names the folders
/// it acts on, as the user spelled them, and each word is quoted for a POSIX shell where it
/// needs it, so the command can be pasted as printed.
public enum SuggestedCommand {
  /// `fmtcorpus accept --from pending --corpus 'team dates'`: the words, each quoted where a
  /// shell would split or expand it.
  public static func fmtcorpus(_ words: String...) -> String {
    (["fmtcorpus"] + words.map(quoted)).joined(separator: " ")
  }

  /// The word as a shell reads it back unchanged: as it is when it holds only letters, digits
  /// and `@%+=:,./_-`, else in double quotes (the hints themselves sit in single quotes), with
  /// `"`, `\`, `$` and `` ` `` escaped.
  public static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "@%+=:,./_-".unicodeScalars.contains(scalar))
      }
    if plain { return word }
    var output = "\""
    for character in word {
      if "\"\\$`".contains(character) { output.append("\\") }
      output.append(character)
    }
    return output + "\""
  }

  /// The folder holding `file` (`team/dates` for `team/dates/en_US.json`, `.` for a bare name):
  /// the corpus a file's error is about.
  public static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }
}
