package org.stratagem.launcher.session;

import java.util.Map;
import java.util.Optional;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Modified;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.launcher.catalog.Provider.Kind;
import org.stratagem.launcher.catalog.Provider;
import org.stratagem.launcher.catalog.ServiceCatalog;
import org.stratagem.launcher.search.ContainedSearches;

/**
 * Chooses the strategy, move generator and evaluator of a search. An id given by the user (a
 * command option) wins; else the default configured under the PID {@value #PID} (a
 * {@code conf/org.stratagem.session.cfg} file read by FileInstall, or the shell's {@code config}
 * commands); else the provider with the highest {@code service.ranking} that fits the game. The
 * choice is made afresh at every search, so configuration changes and hot swaps apply to the next
 * search of every session.
 */
@Component(service = Bindings.class, configurationPid = Bindings.PID)
@Designate(ocd = Bindings.Config.class)
public final class Bindings {
    /** The ConfigAdmin PID of the default bindings. */
    public static final String PID = "org.stratagem.session";

    /** The default bindings; an empty id means "the highest-ranked provider". */
    @ObjectClassDefinition(name = "Stratagem session defaults")
    public @interface Config {
        /** @return the default strategy id */
        @AttributeDefinition(description = "Default strategy.id, used when it supports the game")
        String strategy() default "";

        /** @return the default move generator id */
        @AttributeDefinition(description = "Default movegen.id, used when the game has one of that id")
        String movegen() default "";

        /** @return the default evaluator id */
        @AttributeDefinition(description = "Default evaluator.id, used when the game has one of that id")
        String evaluator() default "";
    }

    private final ServiceCatalog catalog;
    private final ContainedSearches searches;
    private volatile Config config;

    /**
     * @param catalog  the registered services
     * @param searches the containment of searches
     * @param config   the default bindings
     */
    @Activate
    public Bindings(@Reference ServiceCatalog catalog, @Reference ContainedSearches searches, Config config) {
        this.catalog = catalog;
        this.searches = searches;
        this.config = config;
    }

    @Modified
    void modified(Config changed) {
        config = changed;
    }

    /**
     * @param game   the game
     * @param start  the start position in the game's notation
     * @param choice the user's choice
     * @param <P>    the game's position type
     * @return a new session of the registered game's variant with those options
     * @throws NotationException if the game is not registered, or the position is not legal
     */
    public <P extends Position> GameSession<P> newSession(String gameId, Map<String, String> variant, String start,
            Choice choice) {
        return new GameSession<>(gameProvider(gameId), variant, start, choice, this);
    }

    /**
     * @param gameId a game id
     * @return the game
     * @throws NotationException if no game has that id
     */
    public Game<?> game(String gameId) {
        return gameProvider(gameId).service();
    }

    /**
     * @param gameId a game id
     * @return the preferred provider of that game now
     * @throws NotationException if no game has that id
     */
    Provider<Game<?>> gameProvider(String gameId) {
        return catalog.<Game<?>>preferred(Kind.GAME, gameId, gameId, Game.class)
                .orElseThrow(() -> new NotationException("unknown game '" + gameId + "'"));
    }

    /**
     * Resolves a choice for a game: each id chosen, else configured (where it fits the game), else the
     * default, else the highest-ranked provider for the game; all legal moves and a neutral evaluator
     * where the game has no generator or evaluator at all.
     *
     * @param game     the game
     * @param chosen   the user's ids
     * @param defaults the command's default ids
     * @param <P>      the game's position type
     * @return the binding
     * @throws NotationException if a chosen or default id names no provider for the game, or no strategy
     *                           supports the game
     */
    public <P extends Position> Binding<P> bind(Game<P> game, Choice chosen, Choice defaults) {
        MoveGenerator<P> moves = this.<MoveGenerator<P>>pick(Kind.MOVE_GENERATOR, game, chosen.movegen(),
                config.movegen(), defaults.movegen(), MoveGenerator.class).orElseGet(MoveGenerator::legal);
        Evaluator<P> evaluator = this.<Evaluator<P>>pick(Kind.EVALUATOR, game, chosen.evaluator(), config.evaluator(),
                defaults.evaluator(), Evaluator.class).orElseGet(Evaluator::neutral);
        return new Binding<>(strategyFor(game, chosen.strategy(), defaults.strategy()), moves, evaluator);
    }

    /**
     * @param game   the game
     * @param chosen the user's strategy id, or null
     * @return the strategy id to use: chosen, configured, highest-ranked
     * @throws NotationException if the chosen strategy is missing or no strategy supports the game
     */
    public String strategyFor(Game<?> game, String chosen) {
        return strategyFor(game, chosen, null);
    }

    private String strategyFor(Game<?> game, String chosen, String fallback) {
        if (chosen != null) {
            searches.strategy(chosen);
            return chosen;
        }
        String configured = config.strategy();
        if (!configured.isEmpty() && supports(configured, game)) {
            return configured;
        }
        if (fallback != null) {
            searches.strategy(fallback);
            return fallback;
        }
        return catalog.all(Kind.STRATEGY, null).stream().filter(Provider::isActive)
                .filter(p -> ((Searcher) p.service()).supports(game.traits())).map(Provider::id).findFirst()
                .orElseThrow(() -> new NotationException("no strategy supports game '" + game.id() + "'"));
    }

    /**
     * @param strategyId a strategy id
     * @return a contained search session on it
     */
    public SearchSession openSearch(String strategyId) {
        return searches.open(strategyId);
    }

    /**
     * @param strategyId a table solver's id
     * @return a contained table solver of that id
     * @throws NotationException if no table solver has that id
     */
    public TableSolver tableSolver(String strategyId) {
        return searches.tableSolver(strategyId);
    }

    private <T> Optional<T> pick(Kind kind, Game<?> game, String chosen, String configured, String fallback,
            Class<? super T> type) {
        if (chosen != null) {
            return Optional.of(required(kind, game, chosen, type));
        }
        Optional<Provider<T>> fromConfig = configured.isEmpty() ? Optional.empty()
                : catalog.preferred(kind, configured, game.id(), type);
        if (fromConfig.isPresent()) {
            return fromConfig.map(Provider::service);
        }
        return fallback != null ? Optional.of(required(kind, game, fallback, type))
                : catalog.<T>preferred(kind, null, game.id(), type).map(Provider::service);
    }

    private <T> T required(Kind kind, Game<?> game, String id, Class<? super T> type) {
        return catalog.<T>preferred(kind, id, game.id(), type).map(Provider::service).orElseThrow(
                () -> new NotationException("no " + kind.label() + " '" + id + "' for game '" + game.id() + "'"));
    }

    /**
     * @param strategyId a strategy id
     * @param game       a game
     * @return whether the active strategy with that id supports the game's traits
     */
    public boolean supports(String strategyId, Game<?> game) {
        return catalog.all(Kind.STRATEGY, null).stream().filter(p -> p.id().equals(strategyId)).findFirst()
                .filter(Provider::isActive).map(p -> ((Searcher) p.service()).supports(game.traits())).orElse(false);
    }
}
