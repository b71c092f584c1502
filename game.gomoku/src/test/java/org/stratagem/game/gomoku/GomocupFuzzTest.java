package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.stratagem.game.gomoku.Fuzzing.parseOrRefuse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;

/**
 * The Gomocup protocol fed arbitrary lines, as a manager (or a broken one) may send them: a line's
 * numbers read back to what they were written from, and the brain answers every line with lines of
 * its own, each one short line ({@code ERROR ...} for what it cannot do), and goes on; it never
 * throws and never hangs. Seeds in {@code GomocupFuzzTestInputs/}; see the README's fuzzing section for a longer run.
 */
class GomocupFuzzTest {
    /** A strategy that chooses no move, so that the brain plays its fallback at once. */
    /** A strategy that never finds a move: the brain plays its fallback at once. */
    static final SearchSession NO_MOVE = new SearchSession() {
        @Override
        public <P extends Position> SearchResult search(SearchRequest<P> request) {
            return new SearchResult(MoveList.NONE, 0, false, new int[0], 1, 1, 0, 0);
        }
    };

    @FuzzTest
    void line(byte[] data) {
        GomocupLine line = GomocupLine.parse(Fuzzing.text(data));
        GomocupLine again = GomocupLine.parse(line.command() + " " + line.argument());
        assertEquals(line.command(), again.command());
        assertEquals(line.argument(), again.argument());
        parseOrRefuse(line::number).ifPresent(number -> assertEquals(number, GomocupLine.parse("N " + number).number()));
        parseOrRefuse(() -> line.numbers(2)).ifPresent(numbers -> assertArrayEquals(numbers, GomocupLine.numbers(
                Arrays.stream(numbers).mapToObj(String::valueOf).collect(Collectors.joining(",")), 2)));
    }

    /** Every line up to {@code END}, as the {@code pbrain} command reads them. */
    @FuzzTest
    void brain(byte[] data) throws IOException {
        GomocupBrain brain = new GomocupBrain(() -> NO_MOVE, new NearbyMoves(), Evaluator.neutral());
        BufferedReader input = new BufferedReader(new StringReader(Fuzzing.text(data)));
        for (String text = input.readLine(); text != null; text = input.readLine()) {
            GomocupLine line = GomocupLine.parse(text);
            if (line.command().equals("END")) {
                return;
            }
            brain.answer(line).forEach(Fuzzing::assertOneShortLine);
        }
    }
}
