import Rheo

/// A marble string that does not follow the grammar: where, and what was expected there.
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The marble string as given.
    public let marbles: String
    /// The offset of the offending character in `marbles`, in characters from 0; the
    /// string's length when the string ended too early.
    public let position: Int
    /// What the grammar expected there, and what was found.
    public let message: String

    /// The error at `position` of `marbles`.
    public init(marbles: String, position: Int, message: String) {
        self.marbles = marbles
        self.position = position
        self.message = message
    }

    /// The message, the string, and a caret under the position.
    public var description: String {
        "marble syntax error at position \(position): \(message)\n  \(marbles)\n  "
            + String(repeating: " ", count: position) + "^"
    }
}

/// The grammar of marble strings, close to RxJS's `TestScheduler.run`.
///
/// Every character but a space takes one frame (`frame` virtual ticks, 10 by default, so
/// that marble times and RxTest's `Recorded` times agree):
/// - `-`: nothing happens in this frame;
/// - a letter, digit or other character: the element the value table maps it to;
/// - `|`: completion; `#`: the error;
/// - `(ab)`: the events inside happen together, at the frame of `(`; the group takes as
///   many frames as it has characters, parentheses included;
/// - `^` (hot sources and subscription strings): time zero, the subscription point; frames
///   before it are negative;
/// - `!` (subscription strings only): the unsubscription;
/// - a space: ignored, for alignment.
enum MarbleGrammar {
    /// One event of a marble string, at its frame counted from the subscription point.
    struct Token: Equatable {
        enum Kind: Equatable {
            case value(Character)
            case completed
            case error
        }
        let frame: Int
        let kind: Kind
        /// The character's offset, for error messages.
        let position: Int
    }

    /// The events of `marbles`, at frames relative to `^` (or to the first character).
    static func parse(_ marbles: String, allowsSubscriptionPoint: Bool) throws -> [Token] {
        let characters = Array(marbles)
        func fail(_ position: Int, _ message: String) -> MarbleSyntaxError {
            MarbleSyntaxError(marbles: marbles, position: position, message: message)
        }
        var tokens: [Token] = []
        var frame = 0
        var caretFrame: Int?
        var groupFrame: Int?
        var groupStart = 0
        var groupIsEmpty = true
        var terminal: (position: Int, character: Character)?
        for (position, character) in characters.enumerated() {
            if character == " " {
                continue
            }
            defer { frame += 1 }
            if let ended = terminal, character != "-", character != ")" || groupFrame == nil {
                throw fail(
                    position,
                    "nothing but '-' or ' ' may follow the terminal '\(ended.character)' at position \(ended.position), found '\(character)'"
                )
            }
            switch character {
            case "-":
                if groupFrame != nil {
                    throw fail(
                        position,
                        "a group holds events only; found '-' inside the group opened at position \(groupStart)")
                }
            case "(":
                if groupFrame != nil {
                    throw fail(position, "groups do not nest; the group opened at position \(groupStart) is still open")
                }
                groupFrame = frame
                groupStart = position
                groupIsEmpty = true
            case ")":
                guard groupFrame != nil else {
                    throw fail(position, "')' closes no group")
                }
                if groupIsEmpty {
                    throw fail(position, "an empty group '()'; put at least one event inside")
                }
                groupFrame = nil
            case "^":
                guard allowsSubscriptionPoint else {
                    throw fail(
                        position,
                        "'^' marks a hot source's subscription point; a cold source starts at its subscription")
                }
                if let caret = caretFrame {
                    throw fail(position, "a second '^'; the subscription point is already at frame \(caret)")
                }
                if groupFrame != nil {
                    throw fail(position, "'^' cannot be inside a group")
                }
                caretFrame = frame
            case "!":
                throw fail(position, "'!' marks an unsubscription, which only subscription strings have")
            case "|", "#":
                tokens.append(
                    Token(frame: groupFrame ?? frame, kind: character == "|" ? .completed : .error, position: position))
                terminal = (position, character)
                groupIsEmpty = false
            default:
                tokens.append(Token(frame: groupFrame ?? frame, kind: .value(character), position: position))
                groupIsEmpty = false
            }
        }
        if groupFrame != nil {
            throw fail(characters.count, "the group opened at position \(groupStart) is not closed; expected ')'")
        }
        let origin = caretFrame ?? 0
        return tokens.map { Token(frame: $0.frame - origin, kind: $0.kind, position: $0.position) }
    }

    /// The subscription of a subscription string such as `"^-----!"`, in frames relative to
    /// the string's first character: where `^` and, if present, `!` are.
    static func parseSubscription(_ marbles: String) throws -> (subscribe: Int, unsubscribe: Int?) {
        func fail(_ position: Int, _ message: String) -> MarbleSyntaxError {
            MarbleSyntaxError(marbles: marbles, position: position, message: message)
        }
        var frame = 0
        var subscribe: Int?
        var unsubscribe: Int?
        for (position, character) in marbles.enumerated() {
            if character == " " {
                continue
            }
            defer { frame += 1 }
            switch character {
            case "-":
                continue
            case "^":
                if subscribe != nil {
                    throw fail(position, "a second '^'; a subscription string holds one subscription")
                }
                subscribe = frame
            case "!":
                guard subscribe != nil else {
                    throw fail(position, "'!' before '^'; an unsubscription follows its subscription")
                }
                if unsubscribe != nil {
                    throw fail(position, "a second '!'")
                }
                unsubscribe = frame
            default:
                throw fail(position, "a subscription string holds '^', '!', '-' and ' ' only; found '\(character)'")
            }
        }
        guard let subscribe else {
            throw fail(marbles.count, "no '^'; a subscription string marks its subscription with '^'")
        }
        return (subscribe, unsubscribe)
    }
}
