package org.stratagem.engine.search.minimax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;

/**
 * The reference itself checked against a brute force written the other way round: values kept for
 * team 0 throughout, team 0 maximising and team 1 minimising, chance nodes averaged, no negation
 * anywhere. Minimax must agree with it on every seeded random position, to the end of the game and
 * at a horizon, with and without chance.
 */
class MinimaxTest {
    private static final int POSITIONS = 150;
    private final SearchSession minimax = new MinimaxSearcher()::search;

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void equalsBruteForceWithoutChance(LongFunction<Game<?>> games) {
        for (long seed = 0; seed < POSITIONS; seed++) {
            compareWithBruteForce(games.apply(seed), seed, 0);
            compareWithBruteForce(games.apply(seed), seed, 1 + (int) (seed % 4));
        }
    }

    @Test
    void equalsBruteForceExpectationWithChance() {
        for (long seed = 0; seed < POSITIONS; seed++) {
            compareWithBruteForce(new RandomTreeGame(Config.withChance(seed)), seed, 0);
            compareWithBruteForce(new RandomTreeGame(Config.withChance(seed)), seed, 1 + (int) (seed % 4));
        }
    }

    private <P extends Position> void compareWithBruteForce(Game<P> game, long seed, int depth) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        Evaluator<P> evaluator = Fixtures.randomEvaluator(seed);
        SearchRequest<P> request = SearchRequest.of(game, root, SearchLimits.depth(depth)).withEvaluator(evaluator);
        SearchResult result = Fixtures.search(minimax, request);

        double forTeamZero = teamZeroValue(game, root, evaluator, depth > 0 ? depth : Integer.MAX_VALUE, 0);
        boolean teamZeroMoves = game.teamOf(root.seatToMove()) == 0;
        long expected = Math.round(teamZeroMoves ? forTeamZero : -forTeamZero);
        String where = game.name() + " seed " + seed + " depth " + depth + " at " + game.formatPosition(root);
        assertEquals(expected, result.score(), 1.0, where);

        // The best move achieves the value: a search offered only that move finds the same.
        SearchResult onlyBest = Fixtures.search(minimax, request.withMoves(Fixtures.onlyAtRoot(root, result.bestMove())));
        assertEquals(result.score(), onlyBest.score(), where + ": the best move's value");
        assertEquals(result.pv()[0], result.bestMove());
    }

    /** The brute force: the value for team 0, with maximum, minimum and mean; no negation. */
    private static <P extends Position> double teamZeroValue(Game<P> game, P position, Evaluator<P> evaluator,
            int depth, int ply) {
        if (position.isTerminal()) {
            return Score.proven(position.terminalValue(0), ply);
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        boolean chance = position.seatToMove() == Position.CHANCE;
        boolean teamZero = !chance && game.teamOf(position.seatToMove()) == 0;
        if (!chance && depth == 0) {
            int score = evaluator.evaluate(position);
            return teamZero ? score : -score;
        }
        double mean = 0;
        double best = teamZero ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            double value = teamZeroValue(game, position, evaluator, chance ? depth : depth - 1, ply + 1);
            position.undoMove();
            mean += chance ? moves.probability(i) * value : 0;
            best = teamZero ? Math.max(best, value) : Math.min(best, value);
        }
        return chance ? mean : best;
    }

    @Test
    void aCompleteSearchToTheEndIsProvenAndReported() {
        TicTacToe game = new TicTacToe();
        List<SearchProgress> reports = new ArrayList<>();
        SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, game.parsePosition("x../.o./..."), SearchLimits.NONE)
                .withListener(reports::add);
        SearchResult result = Fixtures.search(minimax, request);
        assertTrue(result.proven());
        assertEquals(0, result.score(), "tic-tac-toe is a draw");
        assertEquals(1, reports.size());
        assertEquals(result.pv().length, reports.get(0).pv().size());
        assertEquals(7, result.depth(), "seven stones to fill the board");
        assertEquals(0, result.tableBytes());
    }

    @Test
    void aSearchThatMeetsItsHorizonIsNotProven() {
        TicTacToe game = new TicTacToe();
        SearchResult result = Fixtures.search(minimax, SearchRequest.of(game, game.parsePosition(""), SearchLimits.depth(2)));
        assertFalse(result.proven());
        assertEquals(2, result.depth());
        SearchResult won = Fixtures.search(minimax, SearchRequest.of(game, game.parsePosition("xx./oo./..."), SearchLimits.depth(1)));
        assertFalse(won.proven(), "the other moves met the horizon: a larger margin could hide behind it");
        assertEquals(Score.proven(1, 1), won.score());
        assertEquals(game.parseMove(game.parsePosition("xx./oo./..."), "c1"), won.bestMove());
    }
}
