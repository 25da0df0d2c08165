// A small line editor for the explorer's prompt: editing keys, history, and an idle callback.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TesseraGolden

/// Reads lines from a terminal in raw mode: left/right, home/end (ctrl-a/e), backspace, delete,
/// up/down through history, ctrl-u (clear), ctrl-c (drop the line), ctrl-d (end on an empty line).
/// While waiting it calls `idle` twice a second (the explorer's `--watch`).
final class LineEditor {
    private(set) var history: [String] = []
    private var original = termios()

    /// Whether standard input is a terminal.
    static var isInteractive: Bool { isatty(STDIN_FILENO) != 0 }

    /// Reads one line after `prompt`; nil at the end of input.
    func readLine(prompt: String, idle: () -> String?) -> String? {
        enableRawMode()
        defer { disableRawMode() }
        var buffer: [Character] = []
        var cursor = 0
        var historyIndex = history.count
        redraw(prompt, buffer, cursor)
        while true {
            guard let key = readKey(idle: { if let message = idle() { write("\r\u{1B}[K" + message + "\r\n"); redraw(prompt, buffer, cursor) } }) else {
                return nil
            }
            switch key {
            case .enter:
                write("\r\n")
                let line = String(buffer)
                if !line.trimmingCharacters(in: " ").isEmpty && history.last != line { history.append(line) }
                return line
            case .character(let character):
                buffer.insert(character, at: cursor)
                cursor += 1
            case .backspace where cursor > 0:
                buffer.remove(at: cursor - 1)
                cursor -= 1
            case .delete where cursor < buffer.count:
                buffer.remove(at: cursor)
            case .left where cursor > 0: cursor -= 1
            case .right where cursor < buffer.count: cursor += 1
            case .home: cursor = 0
            case .end: cursor = buffer.count
            case .clear:
                buffer.removeAll()
                cursor = 0
            case .interrupt:
                write("^C\r\n")
                buffer.removeAll()
                cursor = 0
            case .endOfInput where buffer.isEmpty:
                write("\r\n")
                return nil
            case .up where historyIndex > 0:
                historyIndex -= 1
                buffer = Array(history[historyIndex])
                cursor = buffer.count
            case .down where historyIndex < history.count:
                historyIndex += 1
                buffer = historyIndex == history.count ? [] : Array(history[historyIndex])
                cursor = buffer.count
            default:
                break
            }
            redraw(prompt, buffer, cursor)
        }
    }

    private enum Key {
        case character(Character), enter, backspace, delete, left, right, up, down, home, end, clear, interrupt, endOfInput, other
    }

    private func readKey(idle: () -> Void) -> Key? {
        guard let byte = readByte(idle: idle) else { return nil }
        switch byte {
        case 13, 10: return .enter
        case 127, 8: return .backspace
        case 1: return .home
        case 5: return .end
        case 21: return .clear
        case 3: return .interrupt
        case 4: return .endOfInput
        case 27:
            guard readByte(idle: {}) == UInt8(ascii: "[") else { return .other }
            switch readByte(idle: {}) {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "C"): return .right
            case UInt8(ascii: "D"): return .left
            case UInt8(ascii: "H"): return .home
            case UInt8(ascii: "F"): return .end
            case UInt8(ascii: "3"): _ = readByte(idle: {}); return .delete
            default: return .other
            }
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
        case 0xC0...0xF7: return utf8Character(first: byte)
        default: return .other
        }
    }

    /// A character of several UTF-8 bytes (Korean in a command, say).
    private func utf8Character(first: UInt8) -> Key {
        let count = first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : 1
        var bytes = [first]
        for _ in 0..<count { if let next = readByte(idle: {}) { bytes.append(next) } }
        guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else { return .other }
        return .character(character)
    }

    /// One byte from standard input, calling `idle` every half second while none comes.
    private func readByte(idle: () -> Void) -> UInt8? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 500) == 0 { idle() }
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    private func redraw(_ prompt: String, _ buffer: [Character], _ cursor: Int) {
        let back = buffer.count - cursor
        write("\r\u{1B}[K" + prompt + String(buffer) + (back > 0 ? "\u{1B}[\(back)D" : ""))
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    private func enableRawMode() {
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        // TCSADRAIN, not TCSAFLUSH: keys typed (or pasted) while the last command ran are read, not thrown away.
        tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
    }

    private func disableRawMode() {
        tcsetattr(STDIN_FILENO, TCSADRAIN, &original)
    }
}

extension String {
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
