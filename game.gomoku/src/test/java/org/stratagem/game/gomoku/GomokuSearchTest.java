package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.minimax.MinimaxSearcher;

/** The platform's generic strategies on Gomoku: alpha-beta equals minimax, wins are taken, fours are blocked. */
class GomokuSearchTest {
    private final GomokuGame game = new GomokuGame();

    /**
     * On random middle games of a 7x7 board, exact alpha-beta's value at depth 3 (without the late move
     * reductions the game recommends) is minimax's (without the tactical oracle, whose wins lie beyond the
     * horizon); with it, every value minimax finds within depth 3 is alpha-beta's too, and the others are
     * wins the oracle proved.
     */
    @Test
    void alphaBetaEqualsMinimaxOnRandomPositions() {
        GomokuGame small = new GomokuGame(7, Rule.FREESTYLE);
        Random random = new Random(11);
        MoveList legal = new MoveList();
        int decided = 0;
        int foundBeyond = 0;
        for (int sample = 0; sample < 30; sample++) {
            GomokuPosition position = small.parsePosition("");
            int stones = 8 + random.nextInt(16);
            while (position.stones() < stones && !position.isTerminal()) {
                position.legalMoves(legal);
                position.makeMove(legal.get(random.nextInt(legal.size())));
            }
            if (position.isTerminal()) {
                continue;
            }
            GomokuPosition root = small.parsePosition(small.formatPosition(position));
            SearchRequest<GomokuPosition> request = SearchRequest.of(WithoutCapabilities.withoutSearchAids(small), root, SearchLimits.depth(3));
            SearchResult alphaBeta = AlphaBetaConfigs.exact().search(request);
            SearchResult minimax = new MinimaxSearcher().search(request);
            assertEquals(minimax.score(), alphaBeta.score(), small.formatPosition(root));
            decided += minimax.score() != 0 ? 1 : 0;
            SearchResult withOracle = AlphaBetaConfigs.exact().search(SearchRequest.of(small, root, SearchLimits.depth(3)));
            if (Score.isDecisive(minimax.score())) {
                assertEquals(minimax.score(), withOracle.score(), "with the oracle: " + small.formatPosition(root));
            } else if (withOracle.score() != minimax.score()) {
                assertTrue(withOracle.proven() && withOracle.score() > 0, small.formatPosition(root));
                foundBeyond++;
            }
        }
        assertTrue(decided >= 3, "random positions with a win or loss within 3 plies: " + decided);
        assertTrue(foundBeyond >= 1, "wins the oracle found beyond the horizon: " + foundBeyond);
    }

    /**
     * A win in one is found and proven, though the other moves stop at the horizon: a win is the
     * most a game of Gomoku can end with (its value bound), and the search stops at once.
     */
    @Test
    void anOpenFourIsWonAtOnce() {
        GomokuPosition position = game.parsePosition("7,7 0,0 8,7 0,2 9,7 0,4 10,7 0,6");
        SearchResult result = new AlphaBetaSearcher().search(SearchRequest.of(game, position, SearchLimits.depth(3)));
        assertEquals(Score.proven(1, 1), result.score(), "a win by the next move");
        assertEquals(Outcome.WIN, result.outcome());
        assertEquals(1, result.depth(), "proven in the first iteration");
        String move = game.formatMove(position, result.bestMove());
        assertTrue(move.equals("6,7") || move.equals("11,7"), move);
    }

    /**
     * Against an open four every move loses: after each move of white the tactical oracle proves
     * black's five, so each is solved at once, and the loss is proven at depth 3 (the nodes one ply
     * above the horizon, those of depth 2's black replies, are left to the quiescence, not probed), on
     * a 7x7 board and the standard rule.
     */
    @Test
    void anOpenFourAgainstIsAProvenLoss() {
        GomokuGame small = game.variant(Map.of("size", "7", "rule", "standard"));
        GomokuPosition position = small.parsePosition("2,2 0,0 3,2 0,2 4,2 0,4 5,2");
        SearchResult result = new AlphaBetaSearcher().search(
                SearchRequest.of(small, position, SearchLimits.NONE).withMoves(new NearbyMoves()));
        assertEquals(Outcome.LOSS, result.outcome());
        assertEquals(3, result.depth());
        assertEquals(Score.proven(-1, 2), result.score(), "black's five on the next move");
    }

    /**
     * The tactical oracle: a win by continuous fours that needs five plies is proven by the first
     * iteration, its line the fours and the forced blocks.
     */
    @Test
    void aWinByContinuousFoursIsProvenAtTheFirstIteration() {
        GomokuPosition position = game.parsePosition("7,7 0,0 8,7 0,2 9,7 0,4 7,8 14,14 7,9 14,12");
        SearchResult result = new AlphaBetaSearcher().search(SearchRequest.of(game, position, SearchLimits.depth(3)));
        assertEquals(Outcome.WIN, result.outcome(), String.valueOf(result));
        assertEquals(1, result.depth(), "proven in the first iteration");
        SearchResult blind = new AlphaBetaSearcher().search(SearchRequest.of(WithoutCapabilities.withoutSearchAids(game), position,
                SearchLimits.depth(1)));
        assertTrue(!blind.proven(), "without the oracle, depth 1 proves nothing: " + blind);
    }

    /** White must block black's four at its one open end, or lose: the search finds the block. */
    @Test
    void aFourIsBlocked() {
        GomokuPosition position = game.parsePosition("7,7 6,7 8,7 0,2 9,7 0,4 10,7");
        SearchResult result = new AlphaBetaSearcher().search(
                SearchRequest.of(game, position, SearchLimits.depth(2)).withMoves(new NearbyMoves()));
        assertEquals("11,7", game.formatMove(position, result.bestMove()));
    }
}
