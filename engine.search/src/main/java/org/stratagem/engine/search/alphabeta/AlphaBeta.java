package org.stratagem.engine.search.alphabeta;

import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.Score;
import org.stratagem.engine.api.SearchResult;
import org.stratagem.engine.search.common.MoveStack;
import org.stratagem.engine.search.common.PrincipalVariation;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.table.TranspositionTable;

/**
 * One alpha-beta search: negamax with fail-soft alpha-beta pruning, a transposition table and
 * iterative deepening.
 *
 * <p>Teams. A node's value is for the team to move there. A child's value changes sign only when
 * the team to move changes (a move that keeps the turn, or passes it to a partner, keeps the
 * sign and the window); a terminal child is scored from the parent's team, since nobody moves in it.
 *
 * <p>Proof. Each search also says whether its value is <em>solved</em>: whether it did not depend
 * on any horizon evaluation, so that it bounds the game-theoretic value as its window says (a
 * value at or above beta is a true lower bound, at or below alpha a true upper bound, between them
 * the true value). A terminal child is solved; a horizon node is not; a cutoff is as solved as the
 * child that caused it; any other node is solved when all its children are. The root is searched
 * with a full window, so a solved root value is the game's value and the search ends, proven.
 * Solved entries go into the table with depth {@link TranspositionTable#SOLVED}, valid at any depth.
 *
 * <p>Fixed depths and the table. Entries from earlier iterations and from transpositions reached
 * at other plies may be deeper than the current iteration needs, and a cutoff on such an entry
 * gives a value searched deeper than the nominal depth: with the table, a depth-limited value can
 * differ from plain minimax to that depth (it is usually better informed). Without the table the
 * value is exactly minimax's to the same depth; a proven value is the game's, which minimax finds
 * searching to the end.
 *
 * <p>Stopping. When a limit is reached mid-iteration the search unwinds without storing anything
 * and answers with the last completed iteration ({@link MoveList#NONE} if none completed).
 *
 * @param <P> the game's position type
 */
final class AlphaBeta<P extends Position> {
    private final SearchRun<P> run;
    private final TranspositionTable table;
    private final P position;
    private final MoveGenerator<P> generator;
    private final Evaluator<P> evaluator;
    private final MoveStack moves = new MoveStack();
    private final PrincipalVariation pv = new PrincipalVariation();
    /** Whether the value just returned by {@link #search} or {@link #childValue} is solved. */
    private boolean solved;

    AlphaBeta(SearchRun<P> run, TranspositionTable table) {
        this.run = run;
        this.table = table;
        position = run.position();
        generator = run.request().moves();
        evaluator = run.request().evaluator();
    }

    /**
     * Runs an alpha-beta search; the entry point of a {@link org.stratagem.engine.search.common.TableSession}.
     *
     * @param run   the started run
     * @param table the transposition table
     * @param <P>   the game's position type
     * @return the result
     */
    static <P extends Position> SearchResult search(SearchRun<P> run, TranspositionTable table) {
        return new AlphaBeta<>(run, table).iterate();
    }

    SearchResult iterate() {
        table.newSearch();
        int depthLimit = run.request().limits().depth();
        int maxDepth = depthLimit > 0 ? Math.min(depthLimit, SearchRun.MAX_PLY) : SearchRun.MAX_PLY;
        int[] line = {};
        int score = 0;
        boolean proven = false;
        int completed = 0;
        // Step 1. Iterative deepening: search one ply deeper each time, until the depth limit or a
        // proof; each iteration fills the table that orders the moves of the next.
        for (int depth = 1; depth <= maxDepth && !proven; depth++) {
            run.countNode(0);
            int value = search(-Score.INFINITE, Score.INFINITE, depth, 0);

            // Step 2. A stopped iteration is incomplete: keep the last completed one.
            if (run.stopped()) {
                break;
            }

            // Step 3. Keep and report the completed iteration.
            line = pv.line(0);
            score = value;
            proven = solved;
            completed = depth;
            run.report(depth, score, line);
        }
        int bestMove = line.length > 0 ? line[0] : MoveList.NONE;
        return run.result(bestMove, score, proven, line, completed, table.bytes());
    }

    /**
     * Searches the current position, a non-terminal decision node.
     *
     * @param alpha the value the team to move is already sure of
     * @param beta  the value its opponents will not let it exceed
     * @param depth the plies left before the horizon
     * @param ply   the distance from the root
     * @return the value for the team to move (fail-soft: it may lie outside the window); sets {@link #solved}
     */
    private int search(int alpha, int beta, int depth, int ply) {
        // Step 1. Once a limit is reached, unwind: the callers discard the value.
        pv.clear(ply);
        if (run.stopped()) {
            return 0;
        }

        // Step 2. At the horizon the evaluator scores the position; a value from it is not solved.
        if (depth == 0) {
            solved = false;
            return evaluator.evaluate(position);
        }

        // Step 3. Probe the transposition table. An entry searched deep enough (solved entries
        // always are) whose bound settles the window ends the node, except at the root, which
        // must produce a move; any entry's move is tried first.
        long key = position.key();
        int ttMove = MoveList.NONE;
        int slot = table.probe(key);
        if (slot >= 0) {
            ttMove = table.move(slot);
            int ttScore = Score.fromStored(table.score(slot), ply);
            if (ply > 0 && table.depth(slot) >= depth
                    && TranspositionTable.settles(table.bound(slot), ttScore, alpha, beta)) {
                solved = table.depth(slot) == TranspositionTable.SOLVED;
                return ttScore;
            }
        }

        // Step 4. Generate the moves, the table's move first.
        MoveList list = moves.at(ply);
        generator.generate(position, list);
        int ttIndex = list.indexOf(ttMove);
        if (ttIndex > 0) {
            list.swap(0, ttIndex);
        }

        // Step 5. Search the moves until one reaches beta.
        int team = run.teamToMove();
        int originalAlpha = alpha;
        int best = -Score.INFINITE;
        int bestMove = MoveList.NONE;
        boolean allSolved = true;
        for (int i = 0; i < list.size(); i++) {
            int move = list.get(i);
            position.makeMove(move);
            int value = childValue(team, alpha, beta, depth - 1, ply + 1);
            position.undoMove();
            if (run.stopped()) {
                return 0;
            }
            allSolved &= solved;
            if (value > best) {
                best = value;
                bestMove = move;
                if (value > alpha) {
                    alpha = value;
                    pv.update(ply, move);
                }
            }
            if (value >= beta) {
                // A cutoff is as solved as the move that caused it: the other moves cannot lower it.
                allSolved = solved;
                break;
            }
        }

        // Step 6. Store the result with its bound; a solved one holds at every depth.
        solved = allSolved;
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(key, Score.toStored(best, ply), solved ? TranspositionTable.SOLVED : depth, bound, bestMove);
        return best;
    }

    /**
     * The value of the position just reached by a move, for the team that made it.
     *
     * @param team  the team that moved
     * @param alpha the window's lower end, for {@code team}
     * @param beta  the window's upper end, for {@code team}
     * @param depth the plies left before the horizon
     * @param ply   the child's distance from the root
     * @return the child's value for {@code team}; sets {@link #solved}
     */
    private int childValue(int team, int alpha, int beta, int depth, int ply) {
        run.countNode(ply);
        if (position.isTerminal()) {
            pv.clear(ply);
            solved = true;
            return Score.proven(position.terminalValue(team), ply);
        }
        if (run.teamToMove() == team) {
            return search(alpha, beta, depth, ply);
        }
        return -search(-beta, -alpha, depth, ply);
    }
}
