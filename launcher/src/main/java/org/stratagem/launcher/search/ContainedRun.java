package org.stratagem.launcher.search;

import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.engine.api.table.Tablebase;
import org.stratagem.launcher.catalog.Provider;

/**
 * One contained piece of work: a search, a strategy's preparation, or a table solve. The work runs on
 * a search thread (a search on a copy of the root) while the caller's thread watches the deadline and
 * the caller's stop signal. A strategy that says it cannot
 * serve the search ({@link Searcher#refusal}) is not run: the refusal is the user's error, reported
 * in one line with the strategy's reason.
 */
final class ContainedRun {
    private static final long POLL_MILLIS = 5;
    /**
     * How long a strategy told to stop has to return before it is abandoned. Its searches notice within
     * milliseconds on a quiet machine, but a Gomoku analysis stopped on a loaded two-core machine (a CI run
     * with a browser test beside it) once took more than 200 ms, and a healthy search's result was lost.
     */
    private static final long STOP_WAIT_MILLIS = 1000;
    /** How long a strategy may take to prepare its tables (gigabytes in segments take a second or two). */
    static final long PREPARE_MILLIS = 30_000;
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");

    private final ContainedSearches searches;
    private final Provider<?> provider;
    private final StopSignal stop = new StopSignal();

    /**
     * @param searches the containment, whose threads run the work and which stops it when the provider goes
     * @param provider the strategy or table solver that does the work
     */
    ContainedRun(ContainedSearches searches, Provider<?> provider) {
        this.searches = searches;
        this.provider = provider;
    }

    Provider<?> provider() {
        return provider;
    }

    void stop() {
        stop.stop();
    }

    /**
     * Runs the strategy session's preparation on a search thread: one that throws, or takes longer than
     * {@value #PREPARE_MILLIS} ms, fails with one line and is abandoned, and the caller goes on.
     *
     * @param strategySession the strategy's session to prepare
     * @param limits          the limits to prepare for
     * @throws SearchFailedException if the preparation failed or did not end in time
     */
    void prepare(SearchSession strategySession, SearchLimits limits) {
        Future<?> preparation = searches.threads().submit(() -> strategySession.prepare(limits));
        try {
            preparation.get(PREPARE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException tooLong) {
            preparation.cancel(true);
            throw new SearchFailedException(describe() + " did not prepare its tables within " + PREPARE_MILLIS
                    + " ms; the preparation was abandoned", null);
        } catch (ExecutionException thrown) {
            throw failed("prepare its tables", thrown.getCause());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            preparation.cancel(true);
            throw new SearchFailedException(describe() + " was interrupted while preparing", interrupted);
        }
    }

    /**
     * @param strategy        the strategy, asked first whether it can serve the search
     * @param strategySession its session, which searches
     * @param request         the search
     * @param <P>             the game's position type
     * @return the result, with a legal best move
     * @throws NotationException     if the strategy refuses the search
     * @throws SearchFailedException if the strategy failed, overran or returned an illegal move
     */
    <P extends Position> SearchResult search(Searcher strategy, SearchSession strategySession, SearchRequest<P> request) {
        Optional<String> refusal = strategy.refusal(request.game(), request.limits());
        if (refusal.isPresent()) {
            throw new NotationException("strategy '" + provider.id() + "' cannot serve this search: " + refusal.get());
        }
        @SuppressWarnings("unchecked")
        P root = (P) request.position().copy();
        SearchRequest<P> contained = new SearchRequest<>(request.game(), root, request.moves(), request.evaluator(),
                request.limits(), request.listener(), stop);
        searches.started(this);
        try {
            Future<SearchResult> search = searches.threads().submit(() -> strategySession.search(contained));
            SearchResult result = await(search, request);
            checkLegal(result, request.position());
            return result;
        } finally {
            searches.finished(this);
        }
    }

    /**
     * @param solver     the table solver
     * @param graph      the states to solve
     * @param callerStop the caller's stop signal
     * @return the table
     * @throws SearchFailedException if the solver failed, was stopped or overran the platform's ceiling
     */
    Tablebase solve(TableSolver solver, StateGraph graph, StopSignal callerStop) {
        searches.started(this);
        try {
            Future<Tablebase> solve = searches.threads().submit(() -> solver.solve(graph, stop));
            Tablebase table = await(solve, searches.deadlines().ceilingMillis(), callerStop, "solve");
            if (table == null) {
                throw new SearchFailedException(describe() + " returned no table", null);
            }
            return table;
        } finally {
            searches.finished(this);
        }
    }

    private SearchResult await(Future<SearchResult> search, SearchRequest<?> request) {
        long timeLimit = request.limits().deadlineMillis();
        long allowed = timeLimit > 0 ? timeLimit + searches.deadlines().graceMillis() : searches.deadlines().ceilingMillis();
        return await(search, allowed, request.stop(), "search");
    }

    /**
     * Waits for work on a search thread until it ends, the time allowed passes or the caller's stop
     * signal is set; then tells it to stop and abandons it if it does not within {@value #STOP_WAIT_MILLIS} ms.
     */
    private <T> T await(Future<T> work, long allowedMillis, StopSignal callerStop, String what) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(allowedMillis);
        while (System.nanoTime() < deadline && !stop.isStopped()) {
            if (callerStop.isStopped()) {
                stop.stop();
            }
            try {
                return work.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException stillRunning) {
                continue;
            } catch (ExecutionException thrown) {
                throw failed(what, thrown.getCause());
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                stop.stop();
            }
        }
        return afterStop(work, allowedMillis, what);
    }

    private <T> T afterStop(Future<T> work, long allowedMillis, String what) {
        stop.stop();
        try {
            return work.get(STOP_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException ignoredStop) {
            work.cancel(true);
            throw new SearchFailedException(describe() + " did not stop within " + STOP_WAIT_MILLIS
                    + " ms of being told to (allowed " + allowedMillis + " ms); its " + what + " was abandoned", null);
        } catch (ExecutionException thrown) {
            throw failed(what, thrown.getCause());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            work.cancel(true);
            throw new SearchFailedException(describe() + " was interrupted", interrupted);
        }
    }

    private void checkLegal(SearchResult result, Position root) {
        if (result == null) {
            throw new SearchFailedException(describe() + " returned no result", null);
        }
        if (result.bestMove() == MoveList.NONE) {
            return;
        }
        MoveList legal = new MoveList();
        root.legalMoves(legal);
        if (!legal.contains(result.bestMove())) {
            throw new SearchFailedException(describe() + " returned an illegal move (" + result.bestMove() + ")", null);
        }
    }

    /** @return the one-line failure of a strategy that threw; its trace goes to the platform's log */
    private SearchFailedException failed(String what, Throwable thrown) {
        LOG.log(Level.WARNING, describe() + " failed to " + what, thrown);
        String message = thrown.getMessage() == null ? "it threw an exception without a message" : thrown.getMessage();
        return new SearchFailedException(describe() + " failed: " + message + " (the trace is in the platform's log)", thrown);
    }

    private String describe() {
        String kind = provider.kind() == Provider.Kind.TABLE_SOLVER ? "table solver" : "strategy";
        return kind + " '" + provider.id() + "' (" + provider.bundle() + " " + provider.version() + ")";
    }
}
