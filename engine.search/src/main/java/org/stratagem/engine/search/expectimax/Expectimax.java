package org.stratagem.engine.search.expectimax;

import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.common.MoveStack;
import org.stratagem.engine.search.common.PrincipalVariation;
import org.stratagem.engine.search.common.SearchRun;

/**
 * One expectimax search: negamax with fail-soft alpha-beta at decision nodes, Ballard's Star1
 * pruning at chance nodes, and iterative deepening. Star1 is the first of Ballard's "*-minimax"
 * procedures (B. W. Ballard, The *-minimax search procedure for trees containing chance nodes,
 * Artificial Intelligence 21, 1983); Hauk, Buro and Schaeffer, Rediscovering *-Minimax Search
 * (Computers and Games 2004), is a modern account.
 *
 * <p>Values. A node's value is for a team, on the {@link Score} scale, as a double: the evaluator's
 * score at the horizon; {@link Score#proven} of the game's value at a terminal position (larger
 * margins and quicker wins count for more, as in every strategy); the best move's value at a
 * decision node; and at a chance node the expectation of its outcomes' values, summed in the
 * generator's order with its {@code double} probabilities. That is {@code minimax}'s value to the
 * same depth: a value this search returns inside its window is computed by the same operations in
 * the same order, bit for bit. An expectation mixes heuristic and proven scores as plain numbers: a
 * chance node where a win and a loss by the same margin are equally likely is worth about 0, a
 * draw's score; one where every outcome wins is decisive. The root's value is rounded into the
 * result. It is proven when its iteration evaluated no position at its horizon: every value then
 * comes from the end of the game, and the score is the exact expected score of perfect play (which
 * {@link SearchResult#outcome()} reads as a win, draw or loss only when it is decisive or 0).
 *
 * <p>Teams. A value changes sign only when the team to move changes (a move that keeps the turn, or
 * passes it to a partner, keeps the sign and the window); a terminal or chance node takes the point
 * of view of the team that moved into it. Chance nodes spend no depth, since nobody chooses there,
 * so the horizon always falls on a decision node the evaluator can score.
 *
 * <p>Star1 and its bound. Star1 needs a bound on values: every value lies within ±{@code bound}.
 * It searches each outcome of a chance node with the window outside which the node's value is
 * settled whatever the outcomes after it are worth within the bound, and returns as soon as one
 * outcome falls outside its window. The bound is the proven score of a win by the game's
 * {@linkplain SearchHints#valueBound() value bound} where it declares one (the
 * evaluator's scores lie within ±{@link Score#MAX_EVAL}, below every proven win), else
 * {@link #VALUE_BOUND}, the largest magnitude the Score scale encodes, which holds for every game.
 * Proven scores sit far above heuristic ones, so with the scale's bound a chance node is rarely
 * settled before its last outcome (the last outcome's window is exact whatever the bound, since
 * nothing is left to bound); a game's own bound prunes far more: measured in {@code ExpectimaxTest}.
 *
 * <p>Rounding. A window derived from rounded sums of probabilities can be off by a few units in the
 * last place of the values, so an outcome that ties with the edge of its window by that much may be
 * taken for outside it: the node then returns a bound that differs from its exact value by as
 * little. The root's rounded score changes only if its value lies that close to a half.
 *
 * <p>Stopping. When a limit is reached mid-iteration the search unwinds and answers with the last
 * completed iteration ({@link MoveList#NONE} if none completed), unproven unless that iteration was
 * proven. The principal variation stops before the first chance node: past it, the line depends on
 * the dice.
 *
 * @param <P> the game's position type
 */
final class Expectimax<P extends Position> {
    /**
     * The largest magnitude of a value on the {@link Score} scale: a proven win by 99 999 game units
     * (the most {@link Score#proven} encodes), above every heuristic score.
     */
    static final double VALUE_BOUND = Score.WIN + 99_999.0 * Score.VALUE_UNIT;

    private static final double INFINITE = Double.POSITIVE_INFINITY;

    private final SearchRun<P> run;
    private final boolean star1;
    private final double bound;
    private final P position;
    private final MoveGenerator<P> generator;
    private final Evaluator<P> evaluator;
    private final MoveStack moves = new MoveStack();
    private final PrincipalVariation pv = new PrincipalVariation();
    /** The last completed iteration's principal variation, whose moves the next tries first. */
    private int[] previousLine = {};
    /** Whether the current iteration has scored a position at its horizon. */
    private boolean horizonReached;

    /**
     * @param run   the started run
     * @param star1 whether to prune chance nodes; without, each takes its exact expectation
     * @param bound the largest magnitude of any value in the game searched: {@link #VALUE_BOUND},
     *              or less where the game's results are known to be smaller
     */
    Expectimax(SearchRun<P> run, boolean star1, double bound) {
        this.run = run;
        this.star1 = star1;
        this.bound = bound;
        position = run.position();
        generator = run.request().moves();
        evaluator = run.request().evaluator();
    }

    /**
     * @param game a game
     * @return the largest magnitude of any score in it: a win by its value bound, or
     *         {@link #VALUE_BOUND} if it declares none
     */
    static double boundOf(Game<?> game) {
        int margin = SearchHints.of(game).valueBound();
        return margin > 0 ? Score.WIN + (double) margin * Score.VALUE_UNIT : VALUE_BOUND;
    }

    SearchResult iterate() {
        int depthLimit = run.request().limits().depth();
        int maxDepth = depthLimit > 0 ? Math.min(depthLimit, SearchRun.MAX_PLY) : SearchRun.MAX_PLY;
        int score = 0;
        boolean proven = false;
        int completed = 0;
        // Step 1. Iterative deepening: search one decision deeper each time, until the depth limit
        // or a proof; each iteration tries the previous one's principal variation first.
        for (int depth = 1; depth <= maxDepth && !proven; depth++) {
            // Step 2. Time management: no iteration starts past half the move's optimum time.
            if (completed > 0 && !run.budget().startsAnotherIteration(run.elapsedMillis())) {
                break;
            }
            horizonReached = false;
            run.countNode(0);
            double value = search(-INFINITE, INFINITE, depth, 0, true);

            // Step 3. A stopped iteration is incomplete: keep the last completed one.
            if (run.stopped()) {
                break;
            }

            // Step 4. Keep and report the completed iteration; without a horizon it is the game's value.
            previousLine = pv.line(0);
            score = (int) Math.round(value);
            proven = !horizonReached;
            completed = depth;
            run.report(depth, score, previousLine);
        }
        int bestMove = previousLine.length > 0 ? previousLine[0] : MoveList.NONE;
        return run.result(bestMove, score, proven, previousLine, completed, 0);
    }

    /**
     * Searches the current position, a non-terminal decision node.
     *
     * @param alpha  the value the team to move is already sure of
     * @param beta   the value its opponents will not let it exceed
     * @param depth  the decisions left before the horizon
     * @param ply    the distance from the root
     * @param onLine whether the position lies on the previous iteration's principal variation
     * @return the value for the team to move (fail-soft: it may lie outside the window)
     */
    private double search(double alpha, double beta, int depth, int ply, boolean onLine) {
        // Step 1. Once a limit is reached, unwind: the callers discard the value.
        pv.clear(ply);
        if (run.stopped()) {
            return 0;
        }

        // Step 2. At the horizon the evaluator scores the position.
        if (depth == 0) {
            horizonReached = true;
            return evaluator.evaluate(position);
        }

        // Step 3. Generate the moves; on the previous principal variation, its move first.
        MoveList list = moves.at(ply);
        generator.generate(position, list);
        int lineMove = onLine && ply < previousLine.length ? previousLine[ply] : MoveList.NONE;
        int lineIndex = lineMove == MoveList.NONE ? -1 : list.indexOf(lineMove);
        if (lineIndex > 0) {
            list.swap(0, lineIndex);
        }

        // Step 4. Search the moves until one reaches beta.
        int team = run.teamToMove();
        double best = -INFINITE;
        for (int i = 0; i < list.size(); i++) {
            int move = list.get(i);
            position.makeMove(move);
            double value = childValue(team, alpha, beta, depth - 1, ply + 1, move == lineMove);
            position.undoMove();
            if (run.stopped()) {
                return 0;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    alpha = value;
                    pv.update(ply, move);
                }
            }
            if (value >= beta) {
                break;
            }
        }
        return best;
    }

    /**
     * The value of the position just reached by a move or an outcome, for the team that moved (for
     * an outcome, the team whose point of view the chance node takes).
     *
     * @param team   that team
     * @param alpha  the window's lower end, for {@code team}
     * @param beta   the window's upper end, for {@code team}
     * @param depth  the decisions left before the horizon
     * @param ply    the position's distance from the root
     * @param onLine whether the position lies on the previous iteration's principal variation
     * @return its value for {@code team} (fail-soft)
     */
    private double childValue(int team, double alpha, double beta, int depth, int ply, boolean onLine) {
        run.countNode(ply);
        if (position.isTerminal()) {
            pv.clear(ply);
            return Score.proven(position.terminalValue(team), ply);
        }
        if (position.seatToMove() == Position.CHANCE) {
            return expectation(team, alpha, beta, depth, ply);
        }
        if (run.teamToMove() == team) {
            return search(alpha, beta, depth, ply, onLine);
        }
        return -search(-beta, -alpha, depth, ply, onLine);
    }

    /**
     * Searches the current position, a chance node.
     *
     * @param team  the team whose point of view the node takes
     * @param alpha the window's lower end, for {@code team}
     * @param beta  the window's upper end, for {@code team}
     * @param depth the decisions left before the horizon
     * @param ply   the distance from the root
     * @return the expectation of its outcomes' values for {@code team} (fail-soft: outside the
     *         window, a bound on it)
     */
    private double expectation(int team, double alpha, double beta, int depth, int ply) {
        // Step 1. Once a limit is reached, unwind: the callers discard the value.
        pv.clear(ply);
        if (run.stopped()) {
            return 0;
        }

        // Step 2. Without Star1 the node takes a full window, so that its value is exact.
        if (!star1) {
            alpha = -INFINITE;
            beta = INFINITE;
        }

        // Step 3. List the outcomes, and the probability they share.
        MoveList list = moves.at(ply);
        generator.generate(position, list);
        double remaining = 0;
        for (int i = 0; i < list.size(); i++) {
            remaining += list.probability(i);
        }

        // Step 4. Search the outcomes in order, each with the window outside which the node's value
        // is settled whatever the outcomes after it are worth within the bound (together they add
        // at most rest, and take away at most as much); the first outcome outside its window
        // settles the node, which returns that bound. Nothing is left after the last outcome, so its
        // window is exact.
        double sum = 0;
        for (int i = 0; i < list.size(); i++) {
            double p = list.probability(i);
            remaining = i == list.size() - 1 ? 0 : remaining - p;
            double rest = bound * remaining;
            double childAlpha = (alpha - sum - rest) / p;
            double childBeta = (beta - sum + rest) / p;
            position.makeMove(list.get(i));
            double value = childValue(team, childAlpha, childBeta, depth, ply + 1, false);
            position.undoMove();
            if (run.stopped()) {
                return 0;
            }
            sum += p * value;
            if (value <= childAlpha) {
                return sum + rest;
            }
            if (value >= childBeta) {
                return sum - rest;
            }
        }
        return sum;
    }
}
