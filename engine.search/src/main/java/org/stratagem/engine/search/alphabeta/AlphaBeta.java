package org.stratagem.engine.search.alphabeta;

import java.util.function.LongSupplier;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Passable;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.QuiescenceMoves;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.engine.search.common.MoveStack;
import org.stratagem.engine.search.common.PrincipalVariation;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.table.StoredScore;
import org.stratagem.engine.search.table.TranspositionTable;

/**
 * The search of one thread: negamax alpha-beta (fail-soft) with principal variation search,
 * iterative deepening with aspiration windows, a transposition table, killer and history move
 * ordering and, as options, late move reductions, null-move pruning and the single-reply extension.
 * {@link #search} reads as Stockfish's {@code search.cpp} does, in numbered steps.
 *
 * <p>Teams. A node's value is for the team to move there. A child's value changes sign only when
 * the team to move changes (a move that keeps the turn, or passes it to a partner, keeps the
 * sign and the window); a terminal child is scored from the parent's team, since nobody moves in it.
 *
 * <p>Proof. Each search also says whether its value is <em>solved</em>: whether it did not depend
 * on any horizon evaluation, so that it bounds the game-theoretic value as its window says (a
 * value at or above beta is a true lower bound, at or below alpha a true upper bound, between them
 * the true value). A terminal child is solved; a horizon node is not; a cutoff is as solved as the
 * child that caused it; any other node is solved when all its children are. The root's iteration
 * ends only with a value inside its window, so a solved root value is the game's value and the
 * search ends, proven. A node whose best move is solved and wins by the game's
 * {@linkplain SearchHints#valueBound() value bound} within its depth is solved too,
 * whatever its other moves: nothing wins by more, and a quicker win, having fewer plies than the
 * depth, would have been seen and scored higher (without the prunings, which search some lines
 * short of the horizon). Solved entries go into the table with depth {@link TranspositionTable#SOLVED},
 * valid at any depth. What the windows of principal variation search and aspiration do not change:
 * a solved value bounds the true value whatever window it was searched with, nor the single-reply
 * extension: a line searched deeper is still the game's. What the prunings do to it:
 * <ul>
 * <li>a late move searched at a reduced depth keeps its flag: a solved value did not depend on the
 *     horizon, so the depth it was searched to does not matter; an unsolved one leaves its node
 *     unsolved, and later iterations, reduced or not, reach the end of the game;
 * <li>a null-move cutoff is never solved: passing is not a move of the game, so what the opponents
 *     can or cannot do after a pass bounds nothing (zugzwang is exactly where it is wrong). A node
 *     cut off by a null move is unsolved; and a null-move search that saw to the end of the game
 *     (solved) does not cut off at all, the node searches its moves instead, which can prove it.
 *     A line holds at most one pass, so once the iterations are deep enough for a null-move search
 *     to see the end of the game, null moves prune nothing on the lines that prove the value, and a
 *     proof is as exact as without them (it only comes a few iterations later).
 * </ul>
 *
 * <p>Fixed depths and the table. Entries from earlier iterations, from transpositions reached at
 * other plies, or from other threads may be deeper than the current iteration needs, and a cutoff
 * on such an entry gives a value searched deeper than the nominal depth: with the table, a
 * depth-limited value can differ from plain minimax to that depth (it is usually better informed).
 * Without the table, the prunings and the extension the value is exactly minimax's to the same depth; a
 * proven value is the game's, which minimax finds searching to the end.
 *
 * <p>Tactical oracle. A game may offer a narrow solver ({@link TacticalOracle}: VCF in Gomoku), probed
 * at the nodes before their moves are searched, as tablebases are: a win it proves for the team to move
 * is the node's value, solved (its value is the game's, its distance that of the line it found, which a
 * quicker win could shorten but no outcome changes). Every node but the root is probed with
 * {@value #ORACLE_NODES} positions, which finds the short wins that decide whether a move loses to a
 * threat, at the cost of the probes (counted as the search's nodes); where the game also names moves past
 * the horizon, not the nodes one ply above it, whose children's quiescence follows those short wins (in
 * Gomoku most of the probes' positions were spent there; see the README's Performance). The root is probed by the main
 * thread between its iterations, each probe larger than the last (twice it, or half the search's positions
 * so far) while the probes fit their share of the search ({@link RootProbes}), so that a move is always ready and the long wins are
 * found when there is time for them. The main thread also probes, with a prover of its own and a share
 * of its own, the position after the root's best move, for a win of the opponents: a win proven there
 * refutes the move, which goes into the table as lost (solved), and the iteration is searched again,
 * past the soft time limit if need be, so that the search answers with another move (if the hard limit
 * stops that search, with the best move it had searched) and that move's reply is probed in turn. The
 * node probes see the short wins behind a move; these see the long ones, as far as the time allows.
 *
 * <p>Quiescence. A game may name the moves to follow past the horizon ({@link QuiescenceMoves}: the fours
 * of Gomoku, and at the horizon itself its open threes; the game is told how far past the horizon each
 * position is), so that no position is judged in the middle of an exchange: there the team to move takes
 * the better of the evaluator's score ("standing pat") and those moves, searched the same way, up to
 * {@value #QUIESCENCE_PLIES} plies past the horizon; where the game says it must move (a five to block),
 * it does not stand pat. Such values rest on the evaluator, so they are never solved. They go into the table
 * like any other, with a depth that counts the plies left to the quiescence's end: the table stores a node's
 * depth plus {@value #QUIESCENCE_PLIES} ({@link #tableDepth}), so that an entry of the quiescence settles a
 * window only at the same distance past the horizon or further (where the game names the same moves or
 * fewer, and fewer plies are left), and every entry of a node before the horizon is deeper than any of
 * the quiescence. A quiescence's exchanges transpose (two fours played in either order reach one position),
 * and in Gomoku the quiescence is most of the search's positions: with the table, 24 middle games searched
 * to depth 7 visit a third fewer positions (15.4 million instead of 24.0), in a seventh less time (each
 * position now probes the table). Without the capability a horizon node is the evaluator's score.
 *
 * <p>Stopping. When a limit is reached mid-iteration the search unwinds without storing anything
 * and answers with the last completed iteration, unless the stopped iteration had searched that
 * iteration's move (first, as the table's move) and then a move scoring above it: that move is the better
 * of the two a ply deeper, and the search answers with it (with its score and the variation the stopped
 * iteration searched, at the completed depth), as Stockfish answers with the best root move of an
 * unfinished iteration. Under a fixed time a move with no clock to keep the time a move leaves
 * ({@link org.stratagem.engine.search.common.TimeBudget#banksTimeLeft()}), the search iterates until the
 * hard limit stops it, as Stockfish does under a fixed time a move; on a clock it starts no iteration past
 * half its optimum (two Gomoku moves in five ended inside an iteration then, 254 of 603 of a match at
 * 1 s a move against PentaZen). If none completed, it answers at depth 0 with the
 * best root move the first iteration had searched, or, if it had searched none, the generator's first
 * root move: a time limit shorter than the first iteration (a Gomoku position of many fours, whose
 * quiescence takes a tenth of a second) still gets a move. Only a search stopped before it began
 * answers with no move.
 *
 * @param <P> the game's position type
 */
final class AlphaBeta<P extends Position> {
    /** Aspiration windows are used once this many iterations have completed: the window's width
     *  is the last change of score, so it needs two scores. */
    private static final int ASPIRATION_AFTER = 2;
    /** The depth a null-move search saves, at least: Stockfish's R. */
    private static final int NULL_MOVE_REDUCTION = 2;
    /** The shallowest node where late move reductions apply. */
    private static final int REDUCTION_DEPTH = 3;
    /** Late move reductions by depth and move number, Stockfish's logarithmic formula. */
    private static final int[][] REDUCTIONS = reductions(64);
    /** How far past the horizon a quiescence search goes, at most. */
    static final int QUIESCENCE_PLIES = 8;
    /** The positions a probe of the tactical oracle may visit at a node other than the root. */
    static final long ORACLE_NODES = 64;
    /** What {@link #tableValue} returns when the table does not settle the node. */
    private static final int UNSETTLED = Integer.MIN_VALUE;

    /**
     * An iteration completed by a thread.
     *
     * @param score  the score for the team to move at the root
     * @param proven whether the score is the game's value
     * @param pv     the principal variation
     * @param depth  the iteration's depth; 0 for none
     */
    record Completed(int score, boolean proven, int[] pv, int depth) {
        static final Completed NONE = new Completed(0, false, new int[0], 0);

        /** @return the best move, or {@link MoveList#NONE} */
        int bestMove() {
            return pv.length > 0 ? pv[0] : MoveList.NONE;
        }
    }

    private final SearchRun<P> run;
    private final TranspositionTable table;
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();
    private final Selectivity selectivity;
    private final int thread;
    private final LongSupplier otherThreadsNodes;
    private final Game<P> game;
    private final int seats;
    private final P position;
    private final Passable passable;
    private final MoveGenerator<P> generator;
    private final Evaluator<P> evaluator;
    private final MoveStack moves = new MoveStack();
    private final PrincipalVariation pv = new PrincipalVariation();
    private final TableLine tableLine;
    private final MoveOrdering ordering = new MoveOrdering();
    /** The team to move at each ply of the current line. */
    private final int[] teams = new int[SearchRun.MAX_PLY + 2];
    /** Whether the current line contains a pass: a null-move search is under way. */
    private boolean passing;
    /** Whether the value just returned by {@link #search} or {@link #childValue} is solved. */
    private boolean solved;
    /** The largest result the game can end with, 0 if it does not say ({@link SearchHints#valueBound()}). */
    private final int valueBound;
    /** Whether every line is searched to the horizon: no late move reductions, no null moves. */
    private final boolean exactToTheHorizon;
    /** The game's tactical oracle for this thread, or null. */
    private final TacticalOracle.Prover<P> prover;
    /** The game's moves past the horizon, or null. */
    private final QuiescenceMoves<P> quiescence;
    /** The least depth at which a node is probed: 2 where the quiescence follows the short wins one ply above the horizon, else 1. */
    private final int leastProbedDepth;
    /**
     * The main thread's probes of the root, or null (no oracle, or a helper thread: a helper's probe
     * would repeat the main thread's while the helper could be filling the table).
     */
    private final RootProbes<P> rootProbes;
    /** The main thread's probes of the position after the root's best move, or null as for {@link #rootProbes}. */
    private final RootProbes<P> replyProbes;
    /** The root move whose reply {@link #replyProbes} probes now, {@link MoveList#NONE} before the first. */
    private int probedMove = MoveList.NONE;
    /** The root move a probe has just refuted, which the iteration under way searches again; NONE if none. */
    private int refutedMove = MoveList.NONE;
    /** The moves the threads are searching now, shared by them; null for a search on one thread. */
    private final BusyMoves busyMoves;
    /** The deepest iteration any thread completed, shared by them; null for a search on one thread. */
    private final SharedIterations iterations;
    /** Whether this thread, a helper, skips some depths ({@link SkippedDepths}). */
    private final boolean skipsDepths;
    /** The move of the entry {@link #tableValue} found last, {@link MoveList#NONE} if none. */
    private int tableMove = MoveList.NONE;
    /** The depth of the iteration under way. */
    private int iterationDepth;
    /** The generator's first root move, {@link MoveList#NONE} before the root's moves are generated. */
    private int firstRootMove = MoveList.NONE;
    /** The best root move the iteration under way has searched so far, {@link MoveList#NONE} before one. */
    private int underWayMove = MoveList.NONE;
    /** The value of {@link #underWayMove}. */
    private int underWayScore;
    /**
     * The root move the iteration under way searched first, in its first window (a window searched again
     * after a root move failed high starts with that move), {@link MoveList#NONE} before one.
     */
    private int iterationFirstMove = MoveList.NONE;
    /**
     * A root move of the iteration under way that scored above the window's lower end after another move
     * had been searched: it beat the moves before it at the iteration's depth. {@link MoveList#NONE} if none.
     */
    private int improvedMove = MoveList.NONE;
    /** The value of {@link #improvedMove}. */
    private int improvedScore;
    /** The variation of {@link #improvedMove} as the iteration under way searched it, the move first. */
    private int[] improvedLine;

    /**
     * @param run               the thread's run, on its own position
     * @param table             the table, shared by every thread
     * @param busyMoves         the moves being searched, shared by every thread; null for one thread, or
     *                          where the helpers skip depths
     * @param iterations        the iterations completed, shared by every thread; null as busyMoves
     * @param selectivity       the prunings and extensions to use
     * @param thread            0 for the main thread, which reports and manages time; 1.. for helpers
     * @param skipsDepths       whether this thread, a helper, skips some depths ({@link SkippedDepths})
     * @param otherThreadsNodes the positions the other threads visited so far, for reports
     */
    AlphaBeta(SearchRun<P> run, TranspositionTable table, BusyMoves busyMoves, SharedIterations iterations,
            Selectivity selectivity, int thread, boolean skipsDepths, LongSupplier otherThreadsNodes) {
        this.run = run;
        this.table = table;
        this.busyMoves = busyMoves;
        this.iterations = iterations;
        this.skipsDepths = skipsDepths && thread > 0;
        tableLine = new TableLine(table, run.request().game());
        this.selectivity = selectivity;
        this.thread = thread;
        this.otherThreadsNodes = otherThreadsNodes;
        game = run.request().game();
        seats = game.traits().seats();
        valueBound = SearchHints.of(game).valueBound();
        position = run.position();
        passable = selectivity.nullMove() && position instanceof Passable p ? p : null;
        exactToTheHorizon = !selectivity.lateMoveReductions() && passable == null;
        generator = run.request().moves();
        evaluator = run.request().evaluator();
        TacticalOracle<P> oracle = TacticalOracle.of(game).orElse(null);
        prover = oracle == null ? null : oracle.newProver();
        quiescence = QuiescenceMoves.of(game).orElse(null);
        leastProbedDepth = quiescence == null ? 1 : 2;
        boolean probesTheRoot = prover != null && thread == 0;
        rootProbes = probesTheRoot ? new RootProbes<>(run, prover, true) : null;
        replyProbes = probesTheRoot ? new RootProbes<>(run, oracle.newProver(), false) : null;
    }

    /**
     * Deepens iteration by iteration until the depth limit, a proof, a limit or a stop.
     *
     * @return the last iteration completed
     */
    Completed iterate() {
        int depthLimit = run.request().limits().depth();
        int maxDepth = depthLimit > 0 ? Math.min(depthLimit, SearchRun.MAX_PLY) : SearchRun.MAX_PLY;
        Completed last = Completed.NONE;
        int completed = 0;
        int change = 0;
        for (int depth = 1; depth <= maxDepth && !last.proven(); depth++) {
            // Step 1. Time management: past the soft limit the time left goes to the oracle's probes,
            // which may refute the best move: then its iteration is searched again. Otherwise the main
            // thread starts no iteration (the helpers stop when it does) where a clock keeps the time for
            // later moves; where nothing keeps it, it goes on until the hard limit stops it.
            // A helper that skips depths passes over some.
            if (skipsDepths && SkippedDepths.skips(thread, depth)) {
                continue;
            }
            if (thread == 0 && completed > 0 && refutedMove == MoveList.NONE
                    && !run.budget().startsAnotherIteration(run.elapsedMillis())) {
                last = probedWithTimeLeft(last);
                if (refutedMove != MoveList.NONE) {
                    depth = last.depth();
                } else if (last.proven() || run.budget().banksTimeLeft()) {
                    break;
                }
            }

            // Step 2. Search the root in a window around the last score (the whole window to search a
            // refuted move's iteration again: its score says nothing of the others').
            iterationDepth = depth;
            underWayMove = MoveList.NONE;
            iterationFirstMove = MoveList.NONE;
            improvedMove = MoveList.NONE;
            boolean aspire = completed >= ASPIRATION_AFTER && !Score.isDecisive(last.score()) && refutedMove == MoveList.NONE;
            int value = aspirationSearch(depth, last.score(), aspire ? 1 + Math.abs(change) : 0);

            // Step 3. A stopped iteration is incomplete: keep the last completed one, unless its move was
            // refuted and the iteration searching again had found another, or the iteration had searched
            // the last one's move and then a better one, a deeper search's choice.
            if (run.stopped()) {
                last = refutedMove != MoveList.NONE ? withoutRefutedMove(last) : withImprovedMove(last);
                break;
            }

            // Step 4. Keep the completed iteration, or the one another thread completed first at this
            // depth or deeper (this thread abandoned its own then), and go on from its depth. The main
            // thread completes its variation from the table, where the search stopped at a settled node,
            // and reports it.
            Completed iteration = overtaken() ? iterations.deepest() : new Completed(value, solved, pv.line(0), depth);
            refutedMove = MoveList.NONE;
            change = completed > 0 ? iteration.score() - last.score() : 0;
            last = iteration;
            depth = iteration.depth();
            completed++;
            if (iterations != null) {
                iterations.publish(iteration);
            }
            if (thread == 0) {
                last = withCompletedLine(iteration);
                run.report(depth, last.score(), last.pv(), run.nodes() + otherThreadsNodes.getAsLong());
            }

            // Step 5. The main thread probes the root with the game's oracle, with more than the last
            // probe's budget: a win it proves ends the search.
            if (rootProbes != null && !last.proven()) {
                last = proven(last, rootProbes.probe());
            }

            // Step 6. It probes the position after the best move for the opponents: a win proven there
            // refutes the move, and this iteration is searched again.
            if (replyProbes != null && !last.proven() && refutes(last.bestMove(), false)) {
                depth--;
            }
        }
        table.collect(probe);
        if (last.depth() > 0) {
            return last;
        }
        return underWayMove != MoveList.NONE ? new Completed(underWayScore, false, new int[] {underWayMove}, 0)
                : firstRootMove != MoveList.NONE ? new Completed(0, false, new int[] {firstRootMove}, 0) : last;
    }

    /**
     * After the last iteration: the root's probes and the best move's reply's, in turn, each larger than
     * its last while it fits in the time left to the optimum, until the root is proven won, the best
     * move refuted ({@link #refutedMove} set) or no probe fits.
     *
     * @return the last iteration, or the win the root's probes prove
     */
    private Completed probedWithTimeLeft(Completed last) {
        Completed result = last;
        boolean probing = rootProbes != null;
        while (probing && !result.proven() && refutedMove == MoveList.NONE) {
            long rootBudget = rootProbes.lateBudget();
            if (rootBudget > 0) {
                result = proven(result, rootProbes.probeLate(rootBudget));
            }
            long replyBudget = result.proven() ? 0 : replyProbes.lateBudget();
            if (replyBudget > 0) {
                refutes(result.bestMove(), true);
            }
            probing = rootBudget > 0 || replyBudget > 0;
        }
        return result;
    }

    /**
     * Probes the position after a root move for a win of the team to move there (the opponents, or the
     * root's team if the move keeps the turn); a win proven there goes into the table, solved, and sets
     * {@link #refutedMove} to the move.
     *
     * @param move the best move of the last iteration
     * @param late whether the iterations are over: the probe takes the time left to the optimum
     * @return whether a win was proven there
     */
    private boolean refutes(int move, boolean late) {
        if (move == MoveList.NONE) {
            return false;
        }
        if (move != probedMove) {
            replyProbes.restart();
            probedMove = move;
        }
        position.makeMove(move);
        int plies = position.isTerminal() ? 0 : late ? replyProbes.probeLate(replyProbes.lateBudget()) : replyProbes.probe();
        if (plies > 0) {
            table.store(position.key(), StoredScore.toStored(Score.proven(replyProbes.value(), 1 + plies), 1),
                    TranspositionTable.SOLVED, TranspositionTable.EXACT, replyProbes.line()[0]);
            refutedMove = move;
        }
        position.undoMove();
        return plies > 0;
    }

    /**
     * @return the last iteration, or, if its move was refuted and the iteration searching again (stopped)
     *         had searched another move as well or better, that move
     */
    private Completed withoutRefutedMove(Completed last) {
        if (refutedMove == MoveList.NONE || underWayMove == MoveList.NONE || underWayMove == refutedMove) {
            return last;
        }
        return new Completed(underWayScore, false, new int[] {underWayMove}, last.depth());
    }

    /**
     * Notes a root move that scored above the best so far of the iteration under way.
     *
     * @param move  the move
     * @param value its value
     * @param index its place in the root's list: 0 for the first searched
     * @param raisesAlpha whether it scored above the window's lower end, above the moves searched before it
     *        (the root's variation is then its own)
     */
    private void noteRootMove(int move, int value, int index, boolean raisesAlpha) {
        underWayMove = move;
        underWayScore = value;
        if (index == 0) {
            iterationFirstMove = iterationFirstMove == MoveList.NONE ? move : iterationFirstMove;
        } else if (raisesAlpha) {
            improvedMove = move;
            improvedScore = value;
            improvedLine = pv.line(0);
        }
    }

    /**
     * @return the last iteration, or, if the iteration under way (stopped) searched its move first and
     *         then found a move above it, that move with its variation: it is the better of the two a ply
     *         deeper
     */
    private Completed withImprovedMove(Completed last) {
        if (improvedMove == MoveList.NONE || iterationFirstMove != last.bestMove() || improvedMove == last.bestMove()) {
            return last;
        }
        return new Completed(improvedScore, false, improvedLine, last.depth());
    }

    /** @return the last iteration, or, if a probe of the root proved a win in that many plies, the win, reported */
    private Completed proven(Completed last, int plies) {
        if (plies == 0) {
            return last;
        }
        Completed win = new Completed(Score.proven(rootProbes.value(), plies), true, rootProbes.line(), last.depth());
        run.report(win.depth(), win.score(), win.pv(), run.nodes() + otherThreadsNodes.getAsLong());
        return win;
    }

    /** @return whether another thread has completed the iteration under way, or a deeper one, or a proof */
    private boolean overtaken() {
        return iterations != null && iterations.reached(iterationDepth);
    }

    /**
     * @return whether the search unwinds: a limit is reached or the stop signal set, or another thread
     *         completed the iteration
     */
    private boolean abandoned() {
        return run.stopped() || overtaken();
    }

    private Completed withCompletedLine(Completed iteration) {
        int[] line = iteration.proven() ? tableLine.completeProven(position, iteration.pv(), iteration.score())
                : tableLine.complete(position, iteration.pv(), iteration.depth());
        return new Completed(iteration.score(), iteration.proven(), line, iteration.depth());
    }

    /**
     * Searches the root in an aspiration window: {@code previous ± delta}, widened on the side
     * where the value falls outside (doubling the margin each time) until it falls inside. A
     * narrow window prunes more; a value outside it is only a bound, so it is searched again. A
     * side of the window that passes the largest heuristic score, or whose value is decisive, opens
     * fully, since proven scores lie beyond every heuristic one.
     *
     * @param depth    the iteration's depth
     * @param previous the last iteration's score
     * @param delta    the window's half-width; 0 for the full window
     * @return the root's value, inside the last window searched; sets {@link #solved}
     */
    private int aspirationSearch(int depth, int previous, int delta) {
        int alpha = delta == 0 ? -Score.INFINITE : lowerEnd(previous, delta);
        int beta = delta == 0 ? Score.INFINITE : upperEnd(previous, delta);
        while (true) {
            run.countNode(0);
            int value = search(alpha, beta, depth, 0);
            if (abandoned() || value > alpha && value < beta) {
                return value;
            }
            delta = 2 * Math.max(delta, 1);
            if (value <= alpha) {
                alpha = lowerEnd(value, delta);
            } else {
                beta = upperEnd(value, delta);
            }
        }
    }

    private static int lowerEnd(int value, int delta) {
        return Score.isDecisive(value) || value - delta < -Score.MAX_EVAL ? -Score.INFINITE : value - delta;
    }

    private static int upperEnd(int value, int delta) {
        return Score.isDecisive(value) || value + delta > Score.MAX_EVAL ? Score.INFINITE : value + delta;
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
        // Step 1. Initialize the node. Once a limit is reached, or another thread has completed the
        // iteration, unwind: the callers discard the value.
        pv.clear(ply);
        if (abandoned()) {
            return 0;
        }

        // Step 2. At the horizon the evaluator scores the position, after a quiescence search where the
        // game offers one; a value from it is not solved.
        if (depth <= 0 || ply >= SearchRun.MAX_PLY) {
            return horizonValue(alpha, beta, depth, ply);
        }
        boolean pvNode = beta > alpha + 1;
        int team = run.teamToMove();
        teams[ply] = team;

        // Step 3. Probe the transposition table. A solved entry whose bound settles the window ends
        // any node but the root (which must produce a move); an entry searched deep enough ends a
        // node off the principal variation (on it, searching keeps the variation whole). Any
        // entry's move is tried first.
        long key = position.key();
        int settled = tableValue(key, alpha, beta, depth, ply);
        int tableMove = this.tableMove;
        if (ply > 0 && settled != UNSETTLED) {
            return settled;
        }

        // Step 4. Probe the game's tactical oracle (the root between iterations, see iterate): a win it
        // proves for the team to move is the value.
        if (prover != null && ply > 0 && depth >= leastProbedDepth) {
            int won = oracleWin(ply);
            if (won != 0) {
                table.store(key, StoredScore.toStored(won, ply), TranspositionTable.SOLVED, TranspositionTable.EXACT,
                        prover.line()[0]);
                return won;
            }
        }

        // Step 5. Null-move pruning (an option): if the team to move could pass and still reach
        // beta in a shallower search, a real move would reach it too, unless the position is a
        // zugzwang. Only off the principal variation; never where a pass would hand the turn to a
        // partner (no opponent would get the free move the idea rests on) nor right after a move
        // that kept the turn (a team in the middle of its extra moves, as in Triangle War, is not
        // in the position a pass models); at most one pass on a line, so that a null-move search
        // is the real game after one pass, which deep enough iterations see to its end (solved, so
        // it stops pruning; see above). Never solved itself.
        if (passable != null && !pvNode && ply > 0 && depth >= 2 && !passing && teams[ply - 1] != team
                && passHandsTurnToOpponents(team) && evaluator.evaluate(position) >= beta) {
            int value = nullMoveValue(team, beta, depth, ply);
            if (abandoned()) {
                return 0;
            }
            if (value >= beta && !solved) {
                return Score.isDecisive(value) ? beta : value;
            }
        }

        // Step 6. Generate the moves; the table's move and the killers go first. With the single-reply
        // extension (an option) a node's only move is searched at the node's own depth: a forced reply
        // costs no depth, so forcing sequences are seen twice as deep.
        MoveList list = moves.at(ply);
        generator.generate(position, list);
        int seat = position.seatToMove();
        int special = ordering.placeFirst(list, tableMove, ply);
        if (ply == 0 && firstRootMove == MoveList.NONE && !list.isEmpty()) {
            firstRootMove = list.get(0);
        }
        if (extendsSingleReply(list, ply)) {
            depth++;
        }

        // Step 7. Search the moves until one reaches beta (steps 8 and 9 are in moveValue). The
        // moves after the first stage are sorted by history only if the search gets to them. With
        // several threads, a move other than the first that another thread is searching waits at the end
        // of the list, once (those from deferredFrom on have waited).
        int originalAlpha = alpha;
        int best = -Score.INFINITE;
        int bestMove = MoveList.NONE;
        boolean allSolved = true;
        boolean bestSolved = false;
        int deferredFrom = list.size();
        for (int i = 0; i < list.size(); i++) {
            if (i == special) {
                ordering.sortByHistory(list, i, deferredFrom, seat);
            }
            int move = list.get(i);
            if (i > 0 && i < deferredFrom && searchedByAnother(key, move, depth)) {
                MoveOrdering.moveToEnd(list, i--);
                deferredFrom--;
                continue;
            }
            position.makeMove(move);
            int value = parallelMoveValue(key, move, team, alpha, beta, depth, ply, i, pvNode);
            position.undoMove();
            if (abandoned()) {
                return 0;
            }

            // Step 10. Keep the best move; a cutoff is as solved as the move that caused it (the
            // other moves cannot lower it) and teaches the move ordering.
            allSolved &= solved;
            if (value > best) {
                best = value;
                bestMove = move;
                bestSolved = solved;
                boolean raisesAlpha = value > alpha;
                if (raisesAlpha) {
                    alpha = value;
                    pv.update(ply, move);
                }
                if (ply == 0) {
                    noteRootMove(move, value, i, raisesAlpha);
                }
            }
            if (value >= beta) {
                allSolved = solved;
                ordering.cutoff(list, i, ply, seat, depth);
                break;
            }
        }

        // Step 11. Store the result with its bound; a solved one holds at every depth. A node whose
        // best move wins by the game's value bound is solved too (see winsByTheBound).
        solved = allSolved || bestSolved && winsByTheBound(best, ply, depth);
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(key, StoredScore.toStored(best, ply), solved ? TranspositionTable.SOLVED : tableDepth(depth), bound,
                bestMove);
        return best;
    }

    /**
     * Probes the table for the current node: a solved entry whose bound settles the window settles the
     * node; so does an entry searched at least as deep ({@link #tableDepth}) off the principal variation
     * (on it, searching keeps the variation whole). Sets {@link #tableMove} to the entry's move.
     *
     * @return the entry's score if it settles the node ({@link #solved} set), else {@link #UNSETTLED}
     */
    private int tableValue(long key, int alpha, int beta, int depth, int ply) {
        tableMove = MoveList.NONE;
        if (!table.probe(key, probe)) {
            return UNSETTLED;
        }
        tableMove = probe.move();
        int tableScore = StoredScore.fromStored(probe.score(), ply);
        boolean tableSolved = probe.depth() == TranspositionTable.SOLVED;
        boolean pvNode = beta > alpha + 1;
        if ((tableSolved || !pvNode && probe.depth() >= tableDepth(depth))
                && TranspositionTable.settles(probe.bound(), tableScore, alpha, beta)) {
            solved = tableSolved;
            return tableScore;
        }
        return UNSETTLED;
    }

    /**
     * @param depth a node's depth: the plies left to the horizon, 0 or less past it (down to
     *              -{@value #QUIESCENCE_PLIES}, the quiescence's end)
     * @return the depth stored in the table for it: the plies left to the quiescence's end, never negative
     */
    private static int tableDepth(int depth) {
        return depth + QUIESCENCE_PLIES;
    }

    /**
     * The value of a position at or past the horizon: the evaluator's score, or with the game's quiescence
     * moves the better of standing pat on it (unless the team to move must move) and those moves, each
     * searched the same way one ply further, until {@value #QUIESCENCE_PLIES} plies past the horizon. The
     * table is probed and stored as before the horizon, at the depth {@link #tableDepth} gives: an entry
     * searched at least as far settles a window off the principal variation, and any entry's move goes first.
     *
     * @param depth 0 at the horizon, negative past it
     * @return the value for the team to move (fail-soft); never solved unless a solved entry settles it
     */
    private int horizonValue(int alpha, int beta, int depth, int ply) {
        solved = false;
        if (quiescence == null || depth <= -QUIESCENCE_PLIES || ply >= SearchRun.MAX_PLY) {
            return evaluator.evaluate(position);
        }
        long key = position.key();
        int settled = tableValue(key, alpha, beta, depth, ply);
        if (settled != UNSETTLED) {
            return settled;
        }
        MoveList list = moves.at(ply);
        boolean mustMove = quiescence.horizonMoves(position, list, -depth) && !list.isEmpty();
        MoveOrdering.bringToFront(list, tableMove, 0);
        int originalAlpha = alpha;
        int best = mustMove ? -Score.INFINITE : evaluator.evaluate(position);
        int bestMove = MoveList.NONE;
        alpha = Math.max(alpha, best);
        int team = run.teamToMove();
        for (int i = 0; i < list.size() && best < beta; i++) {
            int move = list.get(i);
            position.makeMove(move);
            int value = childValue(team, alpha, beta, depth - 1, ply + 1);
            position.undoMove();
            if (abandoned()) {
                return 0;
            }
            if (value > best) {
                best = value;
                bestMove = move;
                if (value > alpha) {
                    alpha = value;
                    pv.update(ply, move);
                }
            }
        }
        solved = false;
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(key, StoredScore.toStored(best, ply), tableDepth(depth), bound, bestMove);
        return best;
    }

    /**
     * Probes the tactical oracle at the current node.
     *
     * @param ply the node's distance from the root
     * @return the proven score of the win it found for the team to move, with its line, to the end of the
     *         game, as the node's variation ({@link #solved} set); 0 if it proved none
     */
    private int oracleWin(int ply) {
        int plies = prover.probe(position, ORACLE_NODES);
        run.countSubSearch(prover.nodes());
        if (plies <= 0) {
            return 0;
        }
        int[] line = prover.line();
        pv.clear(ply + line.length);
        for (int k = line.length - 1; k >= 0; k--) {
            pv.update(ply + k, line[k]);
        }
        solved = true;
        return Score.proven(prover.value(), ply + plies);
    }

    /**
     * Whether a solved value of a node is a win by the game's value bound, reached within the node's
     * depth: then the node's value is the game's though its other moves stopped at the horizon.
     * Nothing wins by more, and a quicker win, with fewer plies than the depth, would be in the
     * horizon's reach and would have scored higher. Not with late move reductions or null moves,
     * which search some lines short of the horizon, where a quicker win could hide.
     */
    private boolean winsByTheBound(int value, int ply, int depth) {
        return valueBound > 0 && exactToTheHorizon && Score.isDecisive(value) && value > 0
                && Score.gameValue(value) >= valueBound
                && Score.WIN + valueBound * Score.VALUE_UNIT - value - ply <= depth;
    }

    /**
     * Whether a node's only move is searched at the node's depth: never at the root nor at a ply of twice
     * the iteration's depth or more, so that a chain of forced moves cannot run away (a line holds at most
     * the iteration's depth in moves that cost depth, and fewer than twice it that do not).
     */
    private boolean extendsSingleReply(MoveList list, int ply) {
        return selectivity.singleReplyExtension() && list.size() == 1 && ply > 0 && ply < 2 * iterationDepth;
    }

    /** @return whether another thread is searching the move from the node now, which is put off then */
    private boolean searchedByAnother(long key, int move, int depth) {
        return busyMoves != null && BusyMoves.takesPart(depth) && busyMoves.isBusy(key, move);
    }

    /**
     * The value of the move just made from the node {@code key}, marked as being searched while this
     * thread searches it, where the other threads look for such moves (see {@link BusyMoves}).
     *
     * @return the value; sets {@link #solved}
     */
    private int parallelMoveValue(long key, int move, int team, int alpha, int beta, int depth, int ply, int index,
            boolean pvNode) {
        if (busyMoves == null || !BusyMoves.takesPart(depth)) {
            return moveValue(team, alpha, beta, depth, ply, index, pvNode);
        }
        busyMoves.enter(key, move);
        int value = moveValue(team, alpha, beta, depth, ply, index, pvNode);
        busyMoves.leave(key, move);
        return value;
    }

    /**
     * The value of the move just made, the {@code index}-th of its node, for the team that made it.
     *
     * @return the value; sets {@link #solved}
     */
    private int moveValue(int team, int alpha, int beta, int depth, int ply, int index, boolean pvNode) {
        int newDepth = depth - 1;

        // Step 8. Late move reductions (an option): a move past the table's move and the killers,
        // at a node deep enough, is searched shallower with a null window first; only if it beats
        // alpha does it earn the full depth. Good ordering makes late moves rarely the best.
        if (selectivity.lateMoveReductions() && depth >= REDUCTION_DEPTH && index >= MoveOrdering.SPECIAL_MOVES) {
            int reduced = Math.max(1, newDepth - REDUCTIONS[Math.min(depth, 63)][Math.min(index, 63)]);
            int value = childValue(team, alpha, alpha + 1, reduced, ply + 1);
            if (value <= alpha) {
                return value;
            }
        }

        // Step 9. Principal variation search: the first move of a principal-variation node gets
        // the full window; every other move only has to be shown no better than alpha, which a
        // null window (alpha, alpha + 1) does cheaply. A move that beats alpha after all is
        // searched again with the full window, to find its value.
        if (pvNode && index == 0) {
            return childValue(team, alpha, beta, newDepth, ply + 1);
        }
        int value = childValue(team, alpha, alpha + 1, newDepth, ply + 1);
        if (pvNode && value > alpha && value < beta) {
            value = childValue(team, alpha, beta, newDepth, ply + 1);
        }
        return value;
    }

    private boolean passHandsTurnToOpponents(int team) {
        return game.teamOf((position.seatToMove() + 1) % seats) != team;
    }

    /**
     * Passes and searches the opponents' reply with a null window at beta, at a reduced depth.
     *
     * @return the value for {@code team}; sets {@link #solved}
     */
    private int nullMoveValue(int team, int beta, int depth, int ply) {
        passable.pass();
        passing = true;
        int value = childValue(team, beta - 1, beta, depth - 1 - NULL_MOVE_REDUCTION - depth / 6, ply + 1);
        passing = false;
        passable.undoPass();
        return value;
    }

    /**
     * The value of the position just reached by a move, for the team that made it.
     *
     * @param team  the team that moved
     * @param alpha the window's lower end, for {@code team}
     * @param beta  the window's upper end, for {@code team}
     * @param depth the plies left before the horizon
     * @param ply   the child's distance from the root
     * @return the child's value for {@code team}; sets {@link #solved}; 0 once a limit is reached
     *         (a re-search after a stopped one counts no node)
     */
    private int childValue(int team, int alpha, int beta, int depth, int ply) {
        if (abandoned()) {
            return 0;
        }
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

    private static int[][] reductions(int size) {
        int[][] table = new int[size][size];
        for (int depth = 1; depth < size; depth++) {
            for (int index = 1; index < size; index++) {
                table[depth][index] = Math.max(1, (int) (0.5 + Math.log(depth) * Math.log(index + 1) / 2));
            }
        }
        return table;
    }
}
