package org.stratagem.engine.search.minimax;

import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.common.MoveStack;
import org.stratagem.engine.search.common.PrincipalVariation;
import org.stratagem.engine.search.common.SearchRun;

/**
 * One minimax search: every node of the tree to the depth limit, no pruning, no tables.
 *
 * <p>Values are kept from the point of view of a team passed down the tree, so the search never
 * assumes who moves next: a decision node takes the best value for the team to move, which is the
 * viewer's value when that team is the viewer's and its negation otherwise (two teams, zero-sum);
 * moves that keep the turn, and seats of one team following each other, change nothing. A chance
 * node takes the probability-weighted mean of its outcomes; chance nodes spend no depth, since no
 * player chooses there, so the horizon always falls on a decision node, which the evaluator can
 * score. Values are doubles, because a mean of scores is not a whole number; the root's is rounded
 * into the result. With chance, a root value mixing wins and losses is their expected score, not
 * a decisive one.
 *
 * <p>A depth limit of 0 searches to the end of the game (lines longer than
 * {@link SearchRun#MAX_PLY} decisions meet a horizon there). The result is proven when the search
 * completed without evaluating any horizon position. Under a time or node limit the search deepens
 * one ply at a time (each depth a whole minimax search, reported as it completes) and stops deepening
 * at a proof; a stopped search answers, unproven, with the best move of the deepest depth it
 * completed, else the best root move the interrupted depth completed, else the generator's first;
 * one stopped before it started answers {@link MoveList#NONE}.
 *
 * @param <P> the game's position type
 */
final class Minimax<P extends Position> {
    private final SearchRun<P> run;
    private final P position;
    private final MoveGenerator<P> generator;
    private final Evaluator<P> evaluator;
    private final MoveStack moves = new MoveStack();
    private final PrincipalVariation pv = new PrincipalVariation();
    private boolean horizonReached;

    Minimax(SearchRun<P> run) {
        this.run = run;
        position = run.position();
        generator = run.request().moves();
        evaluator = run.request().evaluator();
    }

    SearchResult search() {
        // Step 1. Under a time or node limit, deepen one ply at a time, so that a stop leaves the best
        // move of the deepest completed search; otherwise search once, to the depth limit or the end.
        SearchLimits limits = run.request().limits();
        int target = limits.depth() > 0 ? limits.depth() : SearchRun.MAX_PLY;
        boolean deepening = limits.deadlineMillis() > 0 || limits.nodes() > 0;
        int[] line = new int[0];
        double value = 0;
        int completedDepth = 0;
        boolean proven = false;
        for (int depth = deepening ? 1 : target; depth <= target && !proven; depth++) {
            horizonReached = false;
            double searched = value(run.teamToMove(), depth, 0);
            if (run.stopped()) {
                break;
            }
            line = pv.line(0);
            value = searched;
            completedDepth = limits.depth() > 0 || deepening ? depth : run.deepestPly();
            proven = !horizonReached;
            if (line.length > 0) {
                run.report(completedDepth, (int) Math.round(value), line);
            }
        }

        // Step 2. Answer with the deepest completed search; stopped before any, with the best root move
        // the interrupted search completed, else the generator's first (it orders moves best first).
        if (completedDepth == 0) {
            line = pv.line(0).length > 0 ? new int[] {pv.line(0)[0]} : run.stoppedBeforeStart() ? new int[0] : firstRootMove();
            return run.result(line.length == 0 ? MoveList.NONE : line[0], 0, false, line, 0, 0);
        }
        return run.result(line.length == 0 ? MoveList.NONE : line[0], (int) Math.round(value), proven, line,
                completedDepth, 0);
    }

    private int[] firstRootMove() {
        MoveList list = moves.at(0);
        generator.generate(position, list);
        return list.size() == 0 ? new int[0] : new int[] {list.get(0)};
    }

    /**
     * @param team  the team whose point of view the value takes
     * @param depth the decisions left before the horizon
     * @param ply   the distance from the root
     * @return the value of the position for {@code team}
     */
    private double value(int team, int depth, int ply) {
        // Step 1. Count the node; once a limit is reached the callers discard the value.
        run.countNode(ply);
        pv.clear(ply);
        if (run.stopped()) {
            return 0;
        }

        // Step 2. A finished game has its proven value: larger margins first, then quicker wins.
        if (position.isTerminal()) {
            return Score.proven(position.terminalValue(team), ply);
        }

        // Step 3. A chance node is worth the expectation of its outcomes, seen by the same team.
        if (position.seatToMove() == Position.CHANCE) {
            return expectation(team, depth, ply);
        }

        // Step 4. At the horizon, the evaluator scores the position for the team to move.
        int mover = run.teamToMove();
        double sign = mover == team ? 1 : -1;
        if (depth == 0) {
            horizonReached = true;
            return sign * evaluator.evaluate(position);
        }

        // Step 5. A decision node is worth its best move for the team to move. On a stop, the
        // best completed move stands (the root answers with it).
        MoveList list = moves.at(ply);
        generator.generate(position, list);
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < list.size(); i++) {
            int move = list.get(i);
            position.makeMove(move);
            double v = value(mover, depth - 1, ply + 1);
            position.undoMove();
            if (run.stopped()) {
                break;
            }
            if (v > best) {
                best = v;
                pv.update(ply, move);
            }
        }
        return sign * best;
    }

    private double expectation(int team, int depth, int ply) {
        MoveList list = moves.at(ply);
        generator.generate(position, list);
        double sum = 0;
        for (int i = 0; i < list.size(); i++) {
            position.makeMove(list.get(i));
            double v = value(team, depth, ply + 1);
            position.undoMove();
            if (run.stopped()) {
                return 0;
            }
            sum += list.probability(i) * v;
        }
        return sum;
    }
}
