package org.stratagem.game.puzzles.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.Supplier;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;

/**
 * What the fuzz tests ask of a parser fed arbitrary text: it returns a value or refuses the text
 * with a {@link NotationException} whose message is one short line. Any other exception, or a
 * parser that does not return, is a finding.
 */
public final class Fuzzing {
    /** The longest message a refusal may have: a sentence with a quoted excerpt of the input. */
    public static final int MAX_MESSAGE = 200;

    private Fuzzing() {
    }

    /**
     * @param parser parses the fuzzer's text
     * @param <T>    what it makes
     * @return the value, or empty if the parser refused the text as it should
     */
    public static <T> Optional<T> parseOrRefuse(Supplier<T> parser) {
        try {
            return Optional.of(parser.get());
        } catch (NotationException refused) {
            String message = refused.getMessage();
            assertTrue(!message.isEmpty() && message.length() <= MAX_MESSAGE
                    && message.codePoints().noneMatch(c -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029'),
                    () -> "not one short line: " + message.substring(0, Math.min(message.length(), 2 * MAX_MESSAGE)));
            return Optional.empty();
        }
    }

    /**
     * @param game a game
     * @param data a position in the game's notation, read as UTF-8
     * @param <P>  the game's position type
     */
    public static <P extends Position> void assertPositionRoundTrip(Game<P> game, byte[] data) {
        parseOrRefuse(() -> game.parsePosition(text(data))).ifPresent(position -> assertFormatsBack(game, position));
    }

    /**
     * @param game     a game
     * @param position a position of it, which must format to text that parses to the same text and key
     * @param <P>      the game's position type
     */
    public static <P extends Position> void assertFormatsBack(Game<P> game, P position) {
        String text = game.formatPosition(position);
        P again = game.parsePosition(text);
        assertEquals(text, game.formatPosition(again));
        assertEquals(position.key(), again.key());
    }

    /**
     * @param game a game
     * @param data a position, a line end and a move in it, read as UTF-8: a legal move must format to
     *             text that parses to the same move
     * @param <P>  the game's position type
     */
    public static <P extends Position> void assertMoveRoundTrip(Game<P> game, byte[] data) {
        String[] parts = text(data).split("\n", 2);
        String move = parts.length == 2 ? parts[1] : "";
        parseOrRefuse(() -> game.parsePosition(parts[0])).ifPresent(position -> parseOrRefuse(
                () -> game.parseMove(position, move)).ifPresent(parsed -> assertEquals(parsed,
                        game.parseMove(position, game.formatMove(position, parsed)))));
    }

    /**
     * @param data the fuzzer's bytes
     * @return them as UTF-8 text (a malformed sequence becomes U+FFFD), so that a seed file is the text itself
     */
    public static String text(byte[] data) {
        return new String(data, StandardCharsets.UTF_8);
    }

    /**
     * @param data the fuzzer's bytes
     * @return a reader of them as UTF-8 text, as a command reads its input
     */
    public static BufferedReader reader(byte[] data) {
        return new BufferedReader(new StringReader(text(data)));
    }
}
