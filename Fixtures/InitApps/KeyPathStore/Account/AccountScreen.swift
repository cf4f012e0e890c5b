final class AccountScreen {
  let recent = Sources.trips
  let saved = Sources.tickets
}
