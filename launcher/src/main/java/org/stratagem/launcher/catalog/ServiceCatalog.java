package org.stratagem.launcher.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.ComponentServiceObjects;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.launcher.catalog.Provider.Kind;

/**
 * Every game, move generator, evaluator, strategy and command registered in the framework, kept
 * current by dynamic references: a provider that comes is usable at once, one that goes is gone
 * at once, and one whose properties change (a new {@code service.ranking}) is re-ranked. Lookups
 * always return the preferred provider of the moment, which is how sessions re-bind after a hot
 * swap. Service objects are fetched on first use, never while the catalog starts.
 */
@Component(service = ServiceCatalog.class)
public final class ServiceCatalog {
    private final List<Provider<?>> providers = new CopyOnWriteArrayList<>();
    private final List<Consumer<Provider<?>>> withdrawalListeners = new CopyOnWriteArrayList<>();

    @Reference(service = Game.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void bindGame(ComponentServiceObjects<Game<?>> objects) {
        add(Provider.of(Kind.GAME, ServiceProperties.GAME_ID, objects));
    }

    void updatedGame(ComponentServiceObjects<Game<?>> objects) {
        replace(Provider.of(Kind.GAME, ServiceProperties.GAME_ID, objects), objects.getServiceReference());
    }

    void unbindGame(ServiceReference<?> reference) {
        remove(reference);
    }

    @Reference(service = MoveGenerator.class, cardinality = ReferenceCardinality.MULTIPLE,
            policy = ReferencePolicy.DYNAMIC)
    void bindMoveGenerator(ComponentServiceObjects<MoveGenerator<?>> objects) {
        add(Provider.of(Kind.MOVE_GENERATOR, ServiceProperties.MOVEGEN_ID, objects));
    }

    void updatedMoveGenerator(ComponentServiceObjects<MoveGenerator<?>> objects) {
        replace(Provider.of(Kind.MOVE_GENERATOR, ServiceProperties.MOVEGEN_ID, objects), objects.getServiceReference());
    }

    void unbindMoveGenerator(ServiceReference<?> reference) {
        remove(reference);
    }

    @Reference(service = Evaluator.class, cardinality = ReferenceCardinality.MULTIPLE,
            policy = ReferencePolicy.DYNAMIC)
    void bindEvaluator(ComponentServiceObjects<Evaluator<?>> objects) {
        add(Provider.of(Kind.EVALUATOR, ServiceProperties.EVALUATOR_ID, objects));
    }

    void updatedEvaluator(ComponentServiceObjects<Evaluator<?>> objects) {
        replace(Provider.of(Kind.EVALUATOR, ServiceProperties.EVALUATOR_ID, objects), objects.getServiceReference());
    }

    void unbindEvaluator(ServiceReference<?> reference) {
        remove(reference);
    }

    @Reference(service = Searcher.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void bindSearcher(ComponentServiceObjects<Searcher> objects) {
        add(Provider.of(Kind.STRATEGY, ServiceProperties.STRATEGY_ID, objects));
    }

    void updatedSearcher(ComponentServiceObjects<Searcher> objects) {
        replace(Provider.of(Kind.STRATEGY, ServiceProperties.STRATEGY_ID, objects), objects.getServiceReference());
    }

    void unbindSearcher(ServiceReference<?> reference) {
        remove(reference);
    }

    @Reference(service = TableSolver.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void bindTableSolver(ComponentServiceObjects<TableSolver> objects) {
        add(Provider.of(Kind.TABLE_SOLVER, ServiceProperties.STRATEGY_ID, objects));
    }

    void updatedTableSolver(ComponentServiceObjects<TableSolver> objects) {
        replace(Provider.of(Kind.TABLE_SOLVER, ServiceProperties.STRATEGY_ID, objects), objects.getServiceReference());
    }

    void unbindTableSolver(ServiceReference<?> reference) {
        remove(reference);
    }

    @Reference(service = Command.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void bindCommand(ComponentServiceObjects<Command> objects) {
        add(Provider.of(Kind.COMMAND, Command.NAME, objects));
    }

    void updatedCommand(ComponentServiceObjects<Command> objects) {
        replace(Provider.of(Kind.COMMAND, Command.NAME, objects), objects.getServiceReference());
    }

    void unbindCommand(ServiceReference<?> reference) {
        remove(reference);
    }

    /**
     * @param listener told of every provider that goes away, on the thread that unregisters it
     */
    public void onWithdrawal(Consumer<Provider<?>> listener) {
        withdrawalListeners.add(listener);
    }

    /**
     * @param listener a listener given to {@link #onWithdrawal(Consumer)}
     */
    public void removeWithdrawalListener(Consumer<Provider<?>> listener) {
        withdrawalListeners.remove(listener);
    }

    /** @return every provider, grouped by kind, preferred first within a kind and id */
    public List<Provider<?>> all() {
        List<Provider<?>> sorted = new ArrayList<>(providers);
        sorted.sort(java.util.Comparator.comparing((Provider<?> p) -> p.kind())
                .thenComparing(p -> Objects.toString(p.gameId(), ""))
                .thenComparing(Provider::id).thenComparing(Provider.PREFERRED));
        return sorted;
    }

    /**
     * @param kind   the kind of service
     * @param gameId the game, or null for strategies and commands
     * @return the providers of that kind (for that game), preferred first
     */
    public List<Provider<?>> all(Kind kind, String gameId) {
        return providers.stream()
                .filter(p -> p.kind() == kind && (gameId == null || gameId.equals(p.gameId())))
                .sorted(Provider.PREFERRED).toList();
    }

    /**
     * @param kind   the kind of service
     * @param id     its id, or null for the preferred provider of any id
     * @param gameId the game, or null for strategies and commands
     * @param type   the service type
     * @param <T>    the service type
     * @return the preferred provider, if any
     */
    public <T> Optional<Provider<T>> preferred(Kind kind, String id, String gameId, Class<? super T> type) {
        return all(kind, gameId).stream().filter(p -> id == null || id.equals(p.id())).findFirst()
                .map(p -> cast(p, type));
    }

    @SuppressWarnings("unchecked")
    private static <T> Provider<T> cast(Provider<?> provider, Class<? super T> type) {
        type.cast(provider.service());
        return (Provider<T>) provider;
    }

    private void add(Provider<?> provider) {
        if (provider != null) {
            providers.add(provider);
        }
    }

    private void replace(Provider<?> provider, ServiceReference<?> reference) {
        providers.removeIf(p -> p.serviceId() == serviceId(reference));
        add(provider);
    }

    private void remove(ServiceReference<?> reference) {
        long serviceId = serviceId(reference);
        for (Provider<?> provider : providers) {
            if (provider.serviceId() == serviceId) {
                providers.remove(provider);
                withdrawalListeners.forEach(listener -> listener.accept(provider));
            }
        }
    }

    private static long serviceId(ServiceReference<?> reference) {
        return (Long) reference.getProperty(Constants.SERVICE_ID);
    }
}
