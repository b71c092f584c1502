package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.stratagem.game.gomoku.Fuzzing.parseOrRefuse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Map;

/**
 * Gomoku's notation and variant options, fed arbitrary text: what parses prints back to text that
 * parses to the same thing; everything else is refused in one short line. Seeds in
 * {@code GomokuFuzzTestInputs/}; see the README's fuzzing section for a longer run.
 */
class GomokuFuzzTest {
    private final GomokuGame game = new GomokuGame();

    @FuzzTest
    void position(byte[] data) {
        parseOrRefuse(() -> game.parsePosition(Fuzzing.text(data))).ifPresent(position -> {
            String text = game.formatPosition(position);
            assertEquals(position.key(), game.parsePosition(text).key());
            assertEquals(text, game.formatPosition(game.parsePosition(text)));
        });
    }

    /** The first line a position, the rest a move in it. */
    @FuzzTest
    void move(byte[] data) {
        String[] parts = Fuzzing.twoParts(data);
        parseOrRefuse(() -> game.parsePosition(parts[0])).ifPresent(position -> parseOrRefuse(() -> game.parseMove(position,
                parts[1])).ifPresent(move -> assertEquals(move, game.parseMove(position, game.formatMove(position, move)))));
    }

    /** The first line {@code --rule}'s value, the rest {@code --size}'s. */
    @FuzzTest
    void variant(byte[] data) {
        String[] parts = Fuzzing.twoParts(data);
        parseOrRefuse(() -> game.variant(Map.of("rule", parts[0], "size", parts[1]))).ifPresent(variant -> {
            GomokuPosition empty = variant.parsePosition("");
            GomokuPosition again = game.variant(Map.of("rule", empty.rule().name(), "size",
                    empty.board().dimensions())).parsePosition("");
            assertEquals(empty.rule(), again.rule());
            assertEquals(empty.board().dimensions(), again.board().dimensions());
        });
    }
}
