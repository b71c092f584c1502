package org.stratagem.game.puzzles.klotski;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.stratagem.game.puzzles.common.Fuzzing;

/**
 * Huarong Dao's layouts, layout names and moves, fed arbitrary text: what parses prints back to
 * text that parses to the same thing; everything else is refused in one short line. Seeds in
 * {@code KlotskiFuzzTestInputs/}; see the README's fuzzing section for a longer run.
 */
class KlotskiFuzzTest {
    private final KlotskiGame game = new KlotskiGame();

    @FuzzTest
    void position(byte[] data) {
        Fuzzing.assertPositionRoundTrip(game, data);
    }

    /** The first line a layout or a name, the rest a move in it. */
    @FuzzTest
    void move(byte[] data) {
        Fuzzing.assertMoveRoundTrip(game, data);
    }
}
