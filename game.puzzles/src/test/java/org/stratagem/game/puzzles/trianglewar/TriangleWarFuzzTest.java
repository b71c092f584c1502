package org.stratagem.game.puzzles.trianglewar;

import static org.stratagem.game.puzzles.common.Fuzzing.parseOrRefuse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.stratagem.game.puzzles.common.Fuzzing;

/**
 * Triangle War's notation and the PKU 1085 input, fed arbitrary text: what parses prints back to
 * text that parses to the same thing; everything else is refused in one short line. Seeds in
 * {@code TriangleWarFuzzTestInputs/}; see the README's fuzzing section for a longer run.
 */
class TriangleWarFuzzTest {
    private final TriangleWarGame game = new TriangleWarGame();

    @FuzzTest
    void position(byte[] data) {
        Fuzzing.assertPositionRoundTrip(game, data);
    }

    /** The first line a position, the rest a move in it. */
    @FuzzTest
    void move(byte[] data) {
        Fuzzing.assertMoveRoundTrip(game, data);
    }

    @FuzzTest
    void judgeInput(byte[] data) {
        parseOrRefuse(() -> JudgeInput.read(Fuzzing.reader(data)))
                .ifPresent(games -> games.forEach(played -> Fuzzing.assertFormatsBack(game, played)));
    }
}
