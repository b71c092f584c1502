package org.stratagem.engine.search.alphabeta;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.HelperScheme;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.common.HelperThreads;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.table.TranspositionTable;

/**
 * One alpha-beta search on {@code SearchLimits.threads} threads: Lazy SMP, the parallel search of
 * Stockfish since 2015 (Dan Homan's idea), with the move deferral of Tom Kerrigan's "simplified ABDADA".
 * Every thread runs the whole iterative deepening on its own copy of the root, with its own move
 * buffers, killers and history; they share the transposition table, what one thread stores another
 * finds, and two small tables of their own:
 * <ul>
 * <li>the moves being searched now ({@link BusyMoves}): a thread puts off a move (other than a node's
 *     first) that another thread is searching until the node's other moves are searched, so that the
 *     threads split each node's moves instead of searching the same subtree side by side, and a move
 *     put off usually finds the other thread's result in the table when its turn comes;
 * <li>the iterations completed ({@link SharedIterations}): every thread searches the same depths, the
 *     first to complete one publishes it, and the others abandon theirs at that depth and go on one
 *     deeper with it, so the search reaches a depth when its quickest thread does.
 * </ul>
 * Measured on Gomoku's middle games: helpers that searched other depths than the main thread (Stockfish
 * 8's skipping of depths) gave no speed-up at all: the main thread searched as many positions as alone, or
 * more where the deeper entries' values swung its windows. On Triangle War's proof (README) the opposite:
 * the skipping gives a speed-up of about 1.9, since the helper's deeper iterations prove the value for the
 * main thread, and the shared depths none, since a thread overtaken by another skips the depths that train
 * its move ordering. So the game chooses ({@link SearchHints#recommendedHelperScheme()}, followed unless the
 * configuration turns the games' recommendations off): {@link HelperScheme#SHARED_DEPTHS}, the default, as
 * above; {@link HelperScheme#SKIPPED_DEPTHS}, the helpers skip depths ({@link SkippedDepths}) and share
 * only the table. No thread waits for another while searching; nothing takes a lock.
 *
 * <p>The main thread (the caller's) reports progress, manages time and answers with the last iteration
 * completed, its own or one a helper completed first; when it
 * finishes, for whatever reason (its depth limit, a proof, a limit or the stop signal), it stops the
 * helpers and waits for them, so no thread outlives the search. The node limit is shared equally
 * among the threads; the result counts the positions every thread visited. A helper's failure is
 * rethrown once every thread has stopped.
 *
 * <p>One thread is exactly the single-threaded search, deterministic: the same request searches the
 * same nodes every time. More threads are not deterministic: which thread stores first changes what
 * the others find. Proven values do not change: every thread's solved entries are as sound as the
 * main thread's.
 */
final class LazySmp {
    private final Selectivity selectivity;

    /**
     * @param selectivity the prunings and extensions every thread uses
     */
    LazySmp(Selectivity selectivity) {
        this.selectivity = selectivity;
    }

    /**
     * Runs the search; the strategy of a {@link org.stratagem.engine.search.common.TableSession}.
     *
     * @param run   the started run
     * @param table the session's transposition table
     * @param <P>   the game's position type
     * @return the main thread's result, with every thread's nodes
     */
    <P extends Position> SearchResult search(SearchRun<P> run, TranspositionTable table) {
        table.newSearch();
        TableCounts before = TableCounts.of(table);
        Selectivity allowed = selectivity.allowedIn(run.request().game());
        int threads = Math.max(1, run.request().limits().threads());
        if (threads == 1) {
            return result(run, new AlphaBeta<>(run, table, null, null, allowed, 0, false, () -> 0).iterate(), table, before);
        }
        HelperThreads helpers = new HelperThreads();
        boolean skipping = scheme(allowed, run.request().game()) == HelperScheme.SKIPPED_DEPTHS;
        BusyMoves busyMoves = skipping ? null : new BusyMoves();
        SharedIterations iterations = skipping ? null : new SharedIterations();
        List<SearchRun<P>> helperRuns = new ArrayList<>();
        for (int i = 1; i < threads; i++) {
            SearchRun<P> helperRun = run.forHelper(helpers.stopSignal(), threads);
            AlphaBeta<P> helper = new AlphaBeta<>(helperRun, table, busyMoves, iterations, allowed, i, skipping, () -> 0);
            helpers.add("alphabeta-helper-" + i, helper::iterate);
            helperRuns.add(helperRun);
        }
        // A helper's node count is read while it runs, without synchronisation: a progress figure
        // that may lag a little, exact once the helper has been joined.
        LongSupplier helperNodes = () -> helperRuns.stream().mapToLong(SearchRun::nodes).sum();
        SearchRun<P> main = run.forThread(run.request(), threads);
        AlphaBeta.Completed completed = helpers.runBeside(() -> new AlphaBeta<>(main, table, busyMoves, iterations, allowed, 0, false, helperNodes).iterate());
        main.countNodes(helperNodes.getAsLong());
        return result(main, completed, table, before);
    }

    /** @return the game's recommended scheme if recommendations are followed, else the default */
    static HelperScheme scheme(Selectivity allowed, Game<?> game) {
        return allowed.gameRecommendations() ? SearchHints.of(game).recommendedHelperScheme() : HelperScheme.SHARED_DEPTHS;
    }

    private static <P extends Position> SearchResult result(SearchRun<P> run, AlphaBeta.Completed completed,
            TranspositionTable table, TableCounts before) {
        return run.result(completed.bestMove(), completed.score(), completed.proven(), completed.pv(), completed.depth(),
                table.bytes()).withTableCounts(table.probes() - before.probes(), table.hits() - before.hits());
    }

    /** The table's running totals when a search starts, since a session's table outlives its searches. */
    private record TableCounts(long probes, long hits) {
        static TableCounts of(TranspositionTable table) {
            return new TableCounts(table.probes(), table.hits());
        }
    }
}
