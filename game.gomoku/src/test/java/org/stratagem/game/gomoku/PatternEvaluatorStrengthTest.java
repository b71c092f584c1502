package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;

/**
 * A match: alpha-beta at a small depth on the nearby moves, once with the pattern evaluator and once
 * with the neutral one, on seeded random openings, each opening played with both colours. The
 * oracle looks for fours only: the threes of a VCT, probed at every node, decide too many games
 * whatever the evaluator.
 */
class PatternEvaluatorStrengthTest {
    private static final int OPENINGS = 3;
    private static final int DEPTH = 2;
    private final GomokuGame game = new GomokuGame();

    @Test
    void thePatternEvaluatorBeatsTheNeutralOne() {
        Random random = new Random(17);
        int patternWins = 0;
        int neutralWins = 0;
        StringBuilder games = new StringBuilder();
        for (int opening = 0; opening < OPENINGS; opening++) {
            String moves = randomOpening(random);
            for (int patternColour = 0; patternColour < 2; patternColour++) {
                GomokuPosition end = play(moves, patternColour);
                int winner = end.terminalValue(0) > 0 ? 0 : end.terminalValue(1) > 0 ? 1 : -1;
                patternWins += winner == patternColour ? 1 : 0;
                neutralWins += winner == 1 - patternColour ? 1 : 0;
                games.append(game.formatPosition(end)).append('\n');
            }
        }
        assertTrue(neutralWins == 0 && patternWins >= 2 * OPENINGS - 1,
                "pattern " + patternWins + ", neutral " + neutralWins + ":\n" + games);
    }

    /** Three stones each on the points near the centre. */
    private String randomOpening(Random random) {
        GomokuPosition position = game.parsePosition("7,7");
        NearbyMoves nearby = new NearbyMoves();
        MoveList moves = new MoveList();
        while (position.stones() < 6) {
            nearby.generate(position, moves);
            position.makeMove(moves.get(random.nextInt(moves.size())));
        }
        return game.formatPosition(position);
    }

    private GomokuPosition play(String opening, int patternColour) {
        GomokuPosition position = game.parsePosition(opening);
        AlphaBetaSearcher searcher = new AlphaBetaSearcher();
        while (!position.isTerminal()) {
            Evaluator<GomokuPosition> evaluator = position.seatToMove() == patternColour
                    ? new PatternEvaluator() : Evaluator.neutral();
            SearchRequest<GomokuPosition> request = SearchRequest.of(WithOracle.foursOnly(game), game.parsePosition(game.formatPosition(position)),
                    SearchLimits.depth(DEPTH)).withMoves(new NearbyMoves()).withEvaluator(evaluator);
            position.makeMove(searcher.search(request).bestMove());
        }
        return position;
    }
}
