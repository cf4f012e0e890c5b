# Homebrew formula for archgen: a release's prebuilt binary, universal (arm64 and x86_64) on macOS,
# with the Swift runtime linked in on x86_64 Linux. On main this file is the template: the release
# (.ci/release.sh, run by .github/workflows/release.yml) fills `version`, `homepage`, each `url`
# and its `sha256`, commits the filled file on the release's tag and attaches it to the release.
# A tap is any repository named homebrew-<name> with this file in Formula/ (see
# Documentation/Integrations.md); `brew install <owner>/<name>/archgen` then installs it.
class Archgen < Formula
  desc "Scaffold, draw, test and lint unidirectional iOS architectures"
  homepage "https://github.com/OWNER/archgen"
  version "0.0.0"

  on_macos do
    url "https://github.com/OWNER/archgen/releases/download/0.0.0/archgen-macos.zip"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end

  on_linux do
    on_intel do
      url "https://github.com/OWNER/archgen/releases/download/0.0.0/archgen-linux-x86_64.zip"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
  end

  def install
    bin.install "archgen"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/archgen --version").strip
    (testpath/"Door.swift").write <<~SWIFT
      enum DoorState { case open, closed }
      enum DoorAction { case close, open }
      func reduce(_ state: DoorState, _ action: DoorAction) -> DoorState {
        switch (state, action) {
        case (.open, .close): return .closed
        case (.closed, .open): return .open
        default: return state
        }
      }
    SWIFT
    assert_match "digraph", shell_output("#{bin}/archgen graph Door.swift")
  end
end
