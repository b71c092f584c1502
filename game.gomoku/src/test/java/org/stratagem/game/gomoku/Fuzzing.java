package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.Supplier;
import org.stratagem.engine.api.NotationException;

/**
 * What the fuzz tests ask of a reader of outside input: a value, or a {@link NotationException}
 * whose message is one short line; any other exception, or a reader that does not return, is a
 * finding. The fuzzer's bytes are read as UTF-8, so that a seed file is the text itself.
 */
final class Fuzzing {
    /** The longest line a refusal or an answer to the manager may be: a sentence with an excerpt of the input. */
    static final int MAX_LINE = 200;

    private Fuzzing() {
    }

    /** @return the value parsed, or empty if the parser refused the text as it should */
    static <T> Optional<T> parseOrRefuse(Supplier<T> parser) {
        try {
            return Optional.of(parser.get());
        } catch (NotationException refused) {
            assertOneShortLine(refused.getMessage());
            return Optional.empty();
        }
    }

    /** @param line a message or an answer, which must be one line of at most {@value #MAX_LINE} characters */
    static void assertOneShortLine(String line) {
        assertTrue(!line.isEmpty() && line.length() <= MAX_LINE
                && line.codePoints().noneMatch(c -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029'),
                () -> "not one short line: " + line.substring(0, Math.min(line.length(), 2 * MAX_LINE)));
    }

    /** @return the fuzzer's bytes as UTF-8 text */
    static String text(byte[] data) {
        return new String(data, StandardCharsets.UTF_8);
    }

    /** @return the text before the first line end and the text after it (empty if none) */
    static String[] twoParts(byte[] data) {
        String[] parts = text(data).split("\n", 2);
        return parts.length == 2 ? parts : new String[] {parts[0], ""};
    }
}
