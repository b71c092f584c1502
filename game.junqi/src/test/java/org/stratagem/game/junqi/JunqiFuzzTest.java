package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.stratagem.engine.api.NotationException;

/**
 * Junqi's readers of outside input fed arbitrary text (the README's "Fuzzing"): what parses formats back
 * to text that parses to the same thing; everything else is refused with a {@link NotationException} of
 * one line of at most 200 characters. Seeds in {@code JunqiFuzzTestInputs/}.
 */
class JunqiFuzzTest {
    private final JunqiGame game = new JunqiGame();

    private static <T> Optional<T> parsed(Supplier<T> parser) {
        try {
            return Optional.of(parser.get());
        } catch (NotationException refused) {
            String message = refused.getMessage();
            assertTrue(!message.isEmpty() && message.length() <= 200 && message.codePoints().noneMatch(Character::isISOControl),
                    () -> "not one short line: " + message);
            return Optional.empty();
        }
    }

    private static String[] lines(byte[] data) {
        String[] parts = new String(data, StandardCharsets.UTF_8).split("\n", 2);
        return parts.length == 2 ? parts : new String[] {parts[0], ""};
    }

    @FuzzTest
    void position(byte[] data) {
        parsed(() -> game.parsePosition(new String(data, StandardCharsets.UTF_8))).ifPresent(position -> {
            String text = game.formatPosition(position);
            assertEquals(position.key(), game.parsePosition(text).key());
            assertEquals(text, game.formatPosition(game.parsePosition(text)));
        });
    }

    /** The first line a position, the rest a move in it. */
    @FuzzTest
    void move(byte[] data) {
        String[] parts = lines(data);
        parsed(() -> game.parsePosition(parts[0])).ifPresent(position -> parsed(() -> game.parseMove(position, parts[1]))
                .ifPresent(move -> assertEquals(move, game.parseMove(position, game.formatMove(position, move)))));
    }

    @FuzzTest
    void lineup(byte[] data) {
        parsed(() -> Lineup.parse(new String(data, StandardCharsets.UTF_8)))
                .ifPresent(lineup -> assertEquals(lineup, Lineup.parse(lineup.toString())));
    }

    /** The first line {@code --variant}'s value, the rest {@code --lineup}'s. */
    @FuzzTest
    void variant(byte[] data) {
        String[] parts = lines(data);
        parsed(() -> game.variant(Map.of("variant", parts[0], "lineup", parts[1]))).ifPresent(variant -> {
            JunqiPosition start = variant.parsePosition("");
            assertEquals(start.key(), variant.parsePosition(variant.formatPosition(start)).key());
        });
    }
}
