/// Keys whose value the user sees or hears, per object, each with what is lost when it
/// is misspelt (`["title": "the title never shows"]`): the typo check makes a near miss
/// of one of them a warning.
enum ShownKeys {
    /// A key and what is lost without it.
    typealias Table = [String: String]
}
