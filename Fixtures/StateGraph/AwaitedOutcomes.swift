import Foundation

/// One method that waits for work and moves the held value to the case its outcome decides is a
/// machine (its outcomes are alternatives from where it started), though no other method sets the
/// value: the answer and the error thrown, not the caller, choose the case.
final class LicenseCheckModel {
  enum Verdict {
    case checking
    case valid
    case expired
    case offline
    case revoked
  }

  private(set) var licenseState: Verdict

  init() {
    licenseState = .checking
  }

  func verify(service: LicenseService) async {
    do {
      let answer = try await service.lookUp()
      if answer.isActive {
        licenseState = .valid
      } else {
        licenseState = .expired
      }
    } catch let error as URLError where error.code == .notConnectedToInternet {
      licenseState = .offline
    } catch {
      licenseState = .revoked
    }
  }
}

/// Waits, then sets one case and then another along one path: a setter, no machine.
final class SyncBadge {
  enum BadgeState {
    case hidden
    case spinning
    case done
  }

  var badgeState: BadgeState = .hidden

  func sync(service: LicenseService) async {
    badgeState = .spinning
    _ = try? await service.lookUp()
    badgeState = .done
  }
}

/// Maps what the caller hands it, waiting for nothing: a setter, no machine.
final class ToastModel {
  enum ToastState {
    case quiet
    case warning
  }

  var toastState: ToastState = .quiet

  func show(problems: Int) {
    toastState = problems > 0 ? .warning : .quiet
  }
}
