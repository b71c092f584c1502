package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.stratagem.game.puzzles.common.Fuzzing.parseOrRefuse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.stratagem.game.puzzles.common.Fuzzing;

/**
 * TwoFour's notation and the olympiad input, fed arbitrary text: what parses prints back to text
 * that parses to the same thing; everything else is refused in one short line. Seeds in
 * {@code TwoFourFuzzTestInputs/}; see the README's fuzzing section for a longer run.
 */
class TwoFourFuzzTest {
    private final TwoFourGame game = new TwoFourGame();

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
    void olympiadInput(byte[] data) {
        parseOrRefuse(() -> OlympiadInput.read(Fuzzing.reader(data))).ifPresent(games -> {
            assertEquals(List.of(), games.stream().filter(start -> start.seatOnTurn() != 0).toList(), "player 1 starts");
            games.forEach(start -> Fuzzing.assertFormatsBack(game, start));
        });
    }
}
