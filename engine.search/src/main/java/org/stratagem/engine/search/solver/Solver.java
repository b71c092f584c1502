package org.stratagem.engine.search.solver;

import java.util.Arrays;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.common.MoveStack;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.table.PackedHashTable;

/**
 * One exact solve of the root for the team to move, by depth-first search over the moves of the
 * request's generator: its exact value in the game's units where the game declares the largest
 * ({@link SearchHints#valueBound()}, as Triangle War and Gomoku do), else its outcome, +1 (win), 0 (draw) or
 * -1 (loss).
 *
 * <p>Every solved position's value goes into the memo under its canonical key, which positions
 * equivalent under the game's symmetries share (the contract of {@link Position#canonicalKey()}:
 * equal canonical keys, equal value for the side to move), so each class of positions is solved
 * once. A position's moves are searched until one reaches the bound (the game's largest value, or a
 * win): nothing is better. A child's value changes sign only when the team to move changes. The game
 * must end: a line longer than {@link SearchRun#MAX_PLY} stops the search, unproven.
 *
 * <p>The result scores an exact value as {@code Score.proven(value, 0)} and an outcome as
 * {@code Score.provenOutcome(outcome)}, whose margin is unknown; its principal variation follows a
 * move achieving each position's value, up to {@value #PV_LIMIT} moves (with no preference for quick
 * wins: a solver knows values, not distances). A stopped search is unproven and answers with the best
 * root move it solved, or else the move generator's first (the generator orders moves best first);
 * one stopped before it started answers {@link MoveList#NONE}.
 *
 * @param <P> the game's position type
 */
final class Solver<P extends Position> {
    /** The longest principal variation collected. */
    static final int PV_LIMIT = 64;
    private static final int UNKNOWN = Integer.MIN_VALUE;

    private final SearchRun<P> run;
    private final PackedHashTable memo;
    private final P position;
    private final MoveGenerator<P> generator;
    /** The game's largest value, or 1 (a win) where it does not say: the search of outcomes. */
    private final int bound;
    private final boolean exactValues;
    private final MoveStack moves = new MoveStack();
    /** The move found to achieve the value of the position solved by its moves at each ply. */
    private final int[] bestMoves = new int[SearchRun.MAX_PLY + 1];

    Solver(SearchRun<P> run, PackedHashTable memo) {
        this.run = run;
        this.memo = memo;
        position = run.position();
        generator = run.request().moves();
        int valueBound = SearchHints.of(run.request().game()).valueBound();
        exactValues = valueBound > 0;
        bound = exactValues ? valueBound : 1;
    }

    /**
     * Runs a solve; the entry point of a {@link org.stratagem.engine.search.common.TableSession}.
     *
     * @param run  the started run
     * @param memo the session's memo: canonical key to value
     * @param <P>  the game's position type
     * @return the result
     */
    static <P extends Position> SearchResult search(SearchRun<P> run, PackedHashTable memo) {
        return new Solver<>(run, memo).solveRoot();
    }

    SearchResult solveRoot() {
        // Step 1. Solve the root by its moves: the memo may know its value, but not a move achieving it.
        run.countNode(0);
        int value = searchMoves(0);
        if (run.stopped()) {
            // Stopped unproven: the best root move completed, else the generator's first (its best guess).
            MoveList rootMoves = moves.at(0);
            boolean guess = bestMoves[0] == MoveList.NONE && rootMoves.size() > 0 && !run.stoppedBeforeStart();
            int move = guess ? rootMoves.get(0) : bestMoves[0];
            return run.result(move, 0, false, move == MoveList.NONE ? new int[0] : new int[] {move}, 0, memo.bytes());
        }

        // Step 2. Follow moves achieving each value to collect the principal variation.
        int[] line = principalVariation();
        int score = exactValues ? Score.proven(value, 0) : Score.provenOutcome(value);
        run.report(run.deepestPly(), score, line);
        return run.result(line[0], score, true, line, run.deepestPly(), memo.bytes());
    }

    /**
     * Solves the current position by its moves.
     *
     * @param ply the distance from the root
     * @return the value for the team to move, with a move achieving it in {@code bestMoves[ply]};
     *         meaningless if the run stopped
     */
    private int searchMoves(int ply) {
        MoveList list = moves.at(ply);
        generator.generate(position, list);
        int team = run.teamToMove();
        int best = -bound - 1;
        bestMoves[ply] = MoveList.NONE;
        for (int i = 0; i < list.size() && best < bound; i++) {
            int move = list.get(i);
            position.makeMove(move);
            run.countNode(ply + 1);
            int value = childValue(team, ply + 1);
            position.undoMove();
            if (run.stopped()) {
                break;
            }
            if (value > best) {
                best = value;
                bestMoves[ply] = move;
            }
        }
        return best;
    }

    /**
     * @param team the team that made the move into the current position
     * @param ply  the position's distance from the root
     * @return the position's value for {@code team}
     */
    private int childValue(int team, int ply) {
        if (position.isTerminal()) {
            int value = position.terminalValue(team);
            return exactValues ? value : Integer.signum(value);
        }
        int value = solve(ply);
        return run.teamToMove() == team ? value : -value;
    }

    /**
     * @param ply the distance from the root of the current position, a non-terminal decision node
     * @return its value for the team to move; meaningless if the run stopped
     */
    private int solve(int ply) {
        // Step 1. Once a limit is reached, unwind: the callers discard the value. A line this
        // long means a game without an end: give up.
        if (ply >= SearchRun.MAX_PLY) {
            run.stop();
        }
        if (run.stopped()) {
            return 0;
        }

        // Step 2. A position solved before, or one equivalent to it, is known.
        long key = position.canonicalKey();
        int known = memo.get(key, UNKNOWN);
        if (known != UNKNOWN) {
            return known;
        }

        // Step 3. Solve it by its moves and remember the value, unless the search stopped
        // (the value is then incomplete) or the memo is full (it is then not remembered).
        int value = searchMoves(ply);
        if (!run.stopped()) {
            memo.put(key, value);
        }
        return value;
    }

    private int[] principalVariation() {
        int[] line = new int[PV_LIMIT];
        int length = 0;
        while (true) {
            line[length] = bestMoves[length];
            position.makeMove(line[length]);
            length++;
            if (length == PV_LIMIT || position.isTerminal()) {
                break;
            }
            searchMoves(length);
            if (run.stopped()) {
                break;
            }
        }
        for (int i = 0; i < length; i++) {
            position.undoMove();
        }
        return Arrays.copyOf(line, length);
    }
}
