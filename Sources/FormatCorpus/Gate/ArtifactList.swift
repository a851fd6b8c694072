import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat

/// `--artifact` values: artifact names, comma-separated or repeated, any letter case.
public enum ArtifactList {
  /// - Throws: `CheckError.unknownArtifact` naming the value and the artifacts.
  public static func parse(_ texts: [String], option: String = "--artifact") throws -> Set<String> {
    var artifacts = Set<String>()
    for text in texts {
      for part in text.split(separator: ",") {
        let name = part.trimmingSpaces.lowercased()
        guard Artifact.names.contains(name) else {
          throw CheckError.unknownArtifact(
            String(part), option: option, artifacts: Artifact.names)
        }
        artifacts.insert(name)
      }
    }
    return artifacts
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
