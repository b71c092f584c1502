package org.stratagem.engine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.minimax.MinimaxSearcher;

/**
 * MCTS against minimax on seeded random positions of every kind of two-team game: with the budget
 * to grow its tree to the ends of the game, the MCTS-Solver proves every root, with the outcome
 * minimax finds (the sign of its value), and its move achieves that outcome; with chance, it
 * proves exactly the roots whose outcome does not depend on luck. Its playouts are checked too:
 * with no tree to prove anything in, they alone find good moves for either side.
 */
class MctsTest {
    private static final int POSITIONS = 100;
    private static final long NODES = 5_000_000;
    private static final SearchLimits BUDGET = new SearchLimits(0, NODES, 0, 16, 1);

    private final SearchSession mcts = new MctsSearcher()::search;
    private final SearchSession minimax = new MinimaxSearcher()::search;

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void provesTheOutcomeMinimaxFinds(LongFunction<Game<?>> games) {
        int[] outcomes = new int[3];
        for (long seed = 0; seed < POSITIONS; seed++) {
            Outcome outcome = compare(games.apply(seed), seed);
            outcomes[outcome.ordinal()]++;
        }
        assertTrue(outcomes[Outcome.WIN.ordinal()] > 0 && outcomes[Outcome.LOSS.ordinal()] > 0,
                "wins and losses among the roots: " + Arrays.toString(outcomes));
    }

    private <P extends Position> Outcome compare(Game<P> game, long seed) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 4);
        SearchRequest<P> request = SearchRequest.of(game, root, BUDGET);
        int sign = Integer.signum(Score.gameValue(Fixtures.search(minimax, request).score()));
        Outcome expected = Outcome.ofValue(sign);
        SearchResult result = Fixtures.search(mcts, request);
        String where = game.name() + " seed " + seed + " at " + game.formatPosition(root) + ": " + Fixtures.describe(result);
        assertTrue(result.proven(), where);
        assertTrue(result.nodes() < NODES, where + ": a proven root ends the search");
        assertEquals(expected, result.outcome(), where);
        assertEquals(Score.provenOutcome(sign), result.score(), where);
        SearchResult ofBestMove = Fixtures.search(minimax, request.withMoves(Fixtures.onlyAtRoot(root, result.bestMove())));
        assertEquals(expected, Outcome.ofValue(Score.gameValue(ofBestMove.score())), where + ": the best move achieves it");
        checkProvenVariation(game, root, result);
        return expected;
    }

    /** A proven variation is legal and ends the game with the proven outcome, or stops before a chance node. */
    private static <P extends Position> void checkProvenVariation(Game<P> game, P root, SearchResult result) {
        int team = game.teamOf(root.seatToMove());
        int[] pv = result.pv();
        assertEquals(result.bestMove(), pv[0]);
        for (int move : pv) {
            assertEquals(move, game.parseMove(root, game.formatMove(root, move)), "a legal move");
            root.makeMove(move);
        }
        if (root.seatToMove() != Position.CHANCE) {
            assertTrue(root.isTerminal(), "a proven variation goes to the end: " + game.formatPosition(root));
            assertEquals(result.outcome(), Outcome.ofValue(root.terminalValue(team)), "the variation ends with the outcome");
        }
        for (int i = 0; i < pv.length; i++) {
            root.undoMove();
        }
    }

    @Test
    void provesTicTacToeADrawFromTheEmptyBoard() {
        TicTacToe game = new TicTacToe();
        SearchResult result = Fixtures.search(mcts, SearchRequest.of(game, game.parsePosition(""), BUDGET));
        assertTrue(result.proven(), Fixtures.describe(result));
        assertEquals(Outcome.DRAW, result.outcome());
        assertEquals(9, result.pv().length, "the variation fills the board");
    }

    @Test
    void takesTheWinAndBlocksTheLoss() {
        TicTacToe game = new TicTacToe();
        TicTacToe.Board win = game.parsePosition("xx./oo./...");
        SearchResult won = Fixtures.search(mcts, SearchRequest.of(game, win, BUDGET));
        assertEquals(game.parseMove(win, "c1"), won.bestMove());
        assertEquals(Outcome.WIN, won.outcome());
        assertEquals(Score.provenOutcome(1), won.score());
        TicTacToe.Board threat = game.parsePosition("xx./o../...");
        SearchResult blocked = Fixtures.search(mcts, SearchRequest.of(game, threat, BUDGET));
        assertEquals(game.parseMove(threat, "c1"), blocked.bestMove(), "O must block");
    }

    /**
     * With chance, a root is proven when its outcome does not depend on luck, and then with that
     * outcome. The reference is a brute force of the bounds on the outcome: a finished game's
     * outcome is both bounds; a decision node takes the best of its children's lower bounds and the
     * best of their upper bounds for the side to move; a chance node the worst lower bound and the
     * best upper bound of its outcomes.
     */
    @Test
    void withChanceProvesExactlyTheOutcomesThatDoNotDependOnLuck() {
        int proven = 0;
        for (long seed = 0; seed < POSITIONS; seed++) {
            RandomTreeGame game = new RandomTreeGame(Config.withChance(seed));
            RandomTreeGame.Node root = Fixtures.randomDecisionPosition(game, new Random(seed), 4);
            SearchResult result = Fixtures.search(mcts, SearchRequest.of(game, root, SearchLimits.nodes(300_000)));
            int[] bounds = bounds(game, root, game.teamOf(root.seatToMove()));
            String where = "seed " + seed + " at " + game.formatPosition(root) + ": " + Fixtures.describe(result);
            assertEquals(bounds[0] == bounds[1], result.proven(), where + " bounds " + bounds[0] + ", " + bounds[1]);
            if (result.proven()) {
                assertEquals(Outcome.ofValue(bounds[0]), result.outcome(), where);
                proven++;
            }
            assertEquals(result.bestMove(), game.parseMove(root, game.formatMove(root, result.bestMove())), where);
        }
        assertTrue(proven > 10 && proven < POSITIONS - 10, proven + " of " + POSITIONS + " proven");
    }

    /** @return the lower and upper bounds of the outcome for {@code team} */
    private static int[] bounds(Game<RandomTreeGame.Node> game, RandomTreeGame.Node position, int team) {
        if (position.isTerminal()) {
            int outcome = Integer.signum(position.terminalValue(team));
            return new int[] {outcome, outcome};
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        boolean chance = position.seatToMove() == Position.CHANCE;
        boolean maximising = !chance && game.teamOf(position.seatToMove()) == team;
        int lower = maximising ? -1 : 1;
        int upper = chance || maximising ? -1 : 1;
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            int[] child = bounds(game, position, team);
            position.undoMove();
            lower = maximising ? Math.max(lower, child[0]) : Math.min(lower, child[0]);
            upper = chance || maximising ? Math.max(upper, child[1]) : Math.min(upper, child[1]);
        }
        return new int[] {lower, upper};
    }

    /**
     * With no tree beyond the root's children (flat Monte Carlo) the choice rests on the playouts
     * alone, whose rewards must be for the team to move at the root, whichever it is: on random
     * tic-tac-toe positions where some moves throw the game away, the move chosen keeps the
     * outcome minimax finds far more often than a move drawn at random does (about a third).
     */
    @Test
    void playoutsAloneFindMovesThatKeepTheOutcomeForEitherSide() {
        TicTacToe game = new TicTacToe();
        int[] positions = new int[2];
        int[] kept = new int[2];
        for (long seed = 0; seed < 200; seed++) {
            TicTacToe.Board root = Fixtures.randomDecisionPosition(game, new Random(seed), 5);
            SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, root, SearchLimits.NONE);
            int outcome = Integer.signum(Fixtures.search(minimax, request).score());
            MoveList moves = new MoveList();
            root.legalMoves(moves);
            int keeping = 0;
            for (int i = 0; i < moves.size(); i++) {
                keeping += outcome == outcomeOf(request, moves.get(i)) ? 1 : 0;
            }
            if (keeping < moves.size()) {
                int seat = root.seatToMove();
                positions[seat]++;
                int move = Fixtures.search(MctsTest::withRootChildrenOnly, request.withLimits(SearchLimits.nodes(20_000))).bestMove();
                kept[seat] += outcome == outcomeOf(request, move) ? 1 : 0;
            }
        }
        for (int seat = 0; seat < 2; seat++) {
            assertTrue(positions[seat] > 40 && kept[seat] > 0.75 * positions[seat],
                    "seat " + seat + " kept the outcome in " + kept[seat] + " of " + positions[seat] + " positions");
        }
    }

    private <P extends Position> int outcomeOf(SearchRequest<P> request, int move) {
        return Integer.signum(Fixtures.search(minimax, request.withMoves(Fixtures.onlyAtRoot(request.position(), move))).score());
    }

    /** A search whose tree has no room beyond the root and its children: flat Monte Carlo. */
    static <P extends Position> SearchResult withRootChildrenOnly(SearchRequest<P> request) {
        return new Mcts<>(SearchRun.start(new MctsSearcher(), request), new Tree(0), MctsSearcher.DEFAULT_EXPLORATION).search();
    }

    /**
     * A playout is uniform random play to the end, chance outcomes drawn by their probabilities,
     * rewarded for the root team: with no tree beyond the root's children and exploration so
     * strong that every child is sampled alike, each child's mean reward converges to the exact
     * expectation of that play, computed by brute force.
     */
    @Test
    void playoutsSampleUniformPlayAndChanceByItsProbabilities() {
        int checked = 0;
        for (long seed = 0; seed < 20; seed++) {
            RandomTreeGame game = new RandomTreeGame(Config.withChance(seed));
            RandomTreeGame.Node root = Fixtures.randomDecisionPosition(game, new Random(seed), 2);
            int team = game.teamOf(root.seatToMove());
            Tree tree = new Tree(0);
            SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, root, SearchLimits.nodes(2_000_000));
            if (new Mcts<>(SearchRun.start(new MctsSearcher(), request), tree, 1000).search().proven()) {
                continue; // a move that wins at once ended the search
            }
            checked++;
            for (int child = tree.firstChild(Tree.ROOT); child < tree.firstChild(Tree.ROOT) + tree.childCount(Tree.ROOT); child++) {
                root.makeMove(tree.move(child));
                double expected = expectedReward(root, team);
                root.undoMove();
                assertEquals(expected, tree.mean(child), 0.01, "seed " + seed + ", move " + tree.move(child));
            }
        }
        assertTrue(checked >= 10, checked + " roots checked");
    }

    /** @return the expected reward for {@code team} of uniform random play with chance by its probabilities */
    private static double expectedReward(RandomTreeGame.Node position, int team) {
        if (position.isTerminal()) {
            return (Integer.signum(position.terminalValue(team)) + 1) / 2.0;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        boolean chance = position.seatToMove() == Position.CHANCE;
        double sum = 0;
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            sum += (chance ? moves.probability(i) : 1.0 / moves.size()) * expectedReward(position, team);
            position.undoMove();
        }
        return sum;
    }
}
