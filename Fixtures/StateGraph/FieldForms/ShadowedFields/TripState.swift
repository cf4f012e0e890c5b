struct TripState {
  enum Status { case planned, archived }

  let name: String
  let date: Int
  let status: Status
  let isPickerShown: Bool

  func withName(_ name: String) -> TripState {
    TripState(name: name, date: date, status: status, isPickerShown: isPickerShown)
  }

  func withDate(_ date: Int) -> TripState {
    TripState(name: name, date: date, status: status, isPickerShown: isPickerShown)
  }

  func withStatus(_ status: Status) -> TripState {
    TripState(name: name, date: date, status: status, isPickerShown: isPickerShown)
  }

  func withPicker(_ shown: Bool) -> TripState {
    TripState(name: name, date: date, status: status, isPickerShown: shown)
  }
}
