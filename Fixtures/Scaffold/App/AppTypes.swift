// Types the golden scaffolds name in their case lists; an app would declare them itself.
struct Credentials: Equatable {
  var user: String
  var password: String
}

struct Token: Equatable {
  var value: String
}
