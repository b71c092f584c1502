package org.stratagem.launcher.search;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Modified;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.engine.api.table.Tablebase;
import org.stratagem.launcher.catalog.Provider;
import org.stratagem.launcher.catalog.ServiceCatalog;

/**
 * Runs every search of the platform under containment. Each search runs on its own thread with a
 * copy of the root position, under a deadline (its time limit plus a grace period, or the platform
 * ceiling when it has none). A strategy that throws, overruns its deadline and ignores the stop
 * signal, or returns an illegal move, fails that one search with a
 * {@link org.stratagem.engine.api.search.SearchFailedException}; the caller's position, its session and the
 * framework carry on. A strategy whose service goes away mid-search is told to stop, and the next
 * search binds the preferred provider of the moment.
 */
@Component(service = ContainedSearches.class, configurationPid = ContainedSearches.PID)
@Designate(ocd = ContainedSearches.Config.class)
public final class ContainedSearches {
    /** The ConfigAdmin PID of the containment settings. */
    public static final String PID = "org.stratagem.containment";

    /** The containment settings. */
    @ObjectClassDefinition(name = "Stratagem search containment")
    public @interface Config {
        /** @return how long past its time limit a search may run before it is stopped */
        @AttributeDefinition(description = "Milliseconds a search may overrun its time limit before it is stopped")
        long graceMillis() default Deadlines.GRACE_MILLIS;

        /** @return how long a search without a time limit may run */
        @AttributeDefinition(description = "Milliseconds a search without a time limit may run before it is stopped")
        long ceilingMillis() default Deadlines.CEILING_MILLIS;
    }

    private final ServiceCatalog catalog;
    private final Set<ContainedRun> running = ConcurrentHashMap.newKeySet();
    private final Consumer<Provider<?>> withdrawalListener = this::stopSearchesOf;
    private final ExecutorService threads;
    private volatile Deadlines deadlines;

    /**
     * @param catalog    the registered services
     * @param properties the component's properties: the containment settings ({@link Config}), checked
     */
    @Activate
    public ContainedSearches(@Reference ServiceCatalog catalog, Map<String, Object> properties) {
        this.catalog = catalog;
        this.deadlines = Deadlines.of(properties);
        this.threads = Executors.newCachedThreadPool(searchThreads());
        catalog.onWithdrawal(withdrawalListener);
    }

    @Modified
    void modified(Map<String, Object> properties) {
        deadlines = Deadlines.of(properties);
    }

    @Deactivate
    void deactivate() {
        catalog.removeWithdrawalListener(withdrawalListener);
        running.forEach(ContainedRun::stop);
        threads.shutdownNow();
    }

    /**
     * Opens a session on a strategy. Each search of the session uses the preferred provider of the
     * strategy id at that moment, re-opening the strategy's own session when the provider changes.
     *
     * @param strategyId the strategy id
     * @return the contained session
     * @throws NotationException if no strategy with that id is registered
     */
    public SearchSession open(String strategyId) {
        strategy(strategyId);
        return new ContainedSession(this, strategyId);
    }

    /**
     * @param strategyId a strategy id
     * @return the preferred provider of that strategy now
     * @throws NotationException if no strategy with that id is registered
     */
    public Provider<Searcher> strategy(String strategyId) {
        return catalog.<Searcher>preferred(Provider.Kind.STRATEGY, strategyId, null, Searcher.class)
                .orElseThrow(() -> new NotationException("no strategy '" + strategyId + "' is registered"));
    }

    /**
     * A table solver whose solves are contained: each runs on a search thread under the ceiling, and
     * uses the preferred provider of the id at the moment it starts.
     *
     * @param strategyId the table solver's id
     * @return the contained solver
     * @throws NotationException if no table solver with that id is registered
     */
    public TableSolver tableSolver(String strategyId) {
        tableSolverProvider(strategyId);
        return new TableSolver() {
            @Override
            public String id() {
                return strategyId;
            }

            @Override
            public Tablebase solve(StateGraph graph, StopSignal stop) {
                Provider<TableSolver> provider = tableSolverProvider(strategyId);
                return new ContainedRun(ContainedSearches.this, provider).solve(provider.service(), graph, stop);
            }
        };
    }

    private Provider<TableSolver> tableSolverProvider(String strategyId) {
        return catalog.<TableSolver>preferred(Provider.Kind.TABLE_SOLVER, strategyId, null, TableSolver.class)
                .orElseThrow(() -> new NotationException("no table solver '" + strategyId + "' is registered"));
    }

    ExecutorService threads() {
        return threads;
    }

    Deadlines deadlines() {
        return deadlines;
    }

    void started(ContainedRun run) {
        running.add(run);
    }

    void finished(ContainedRun run) {
        running.remove(run);
    }

    private void stopSearchesOf(Provider<?> withdrawn) {
        running.stream().filter(run -> run.provider().serviceId() == withdrawn.serviceId()).forEach(ContainedRun::stop);
    }

    private static ThreadFactory searchThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "stratagem-search-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
