package org.stratagem.launcher.command;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.launcher.catalog.Provider;
import org.stratagem.launcher.catalog.ServiceCatalog;
import picocli.CommandLine.Option;

/**
 * {@code list [--json]}: every registered game, generator, evaluator, strategy and command, with its bundle;
 * with {@code --json}, each strategy also with the installed games it plays ({@code plays}: those its
 * {@link Searcher#refusal} accepts for a search bounded by time, as the pages and the brain search; none if
 * it cannot be activated or its answer fails).
 */
@Component(service = Command.class)
@CommandName(ListCommand.NAME)
public final class ListCommand implements Command {
    /** The command's name. */
    static final String NAME = "list";
    /** The search a strategy is asked whether it can serve, for {@code plays}. */
    private static final SearchLimits TIMED = SearchLimits.time(1000);

    private final ServiceCatalog catalog;

    /**
     * @param catalog the registered services
     */
    @Activate
    public ListCommand(@Reference ServiceCatalog catalog) {
        this.catalog = catalog;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "the registered games, move generators, evaluators, strategies and commands, with their bundles";
    }

    @Override
    public String usage() {
        return "usage: list [--json]\n  " + summary();
    }

    @Override
    public int run(CommandContext context) {
        Arguments given = context.parse(new Arguments(), context.arguments());
        List<Provider<?>> providers = catalog.all();
        if (given.json) {
            printJson(context, providers);
        } else {
            printTable(context.output(), providers);
        }
        return 0;
    }

    private static void printTable(PrintStream out, List<Provider<?>> providers) {
        out.printf("%-9s %-12s %-11s %-8s %s%n", "KIND", "ID", "GAME", "RANKING", "BUNDLE");
        for (Provider<?> p : providers) {
            out.printf("%-9s %-12s %-11s %-8d %s %s%n", p.kind().label(), p.id(), p.gameId() == null ? "-" : p.gameId(),
                    p.ranking(), p.bundle(), p.version());
        }
    }

    private static void printJson(CommandContext context, List<Provider<?>> providers) {
        List<Object> entries = new ArrayList<>();
        for (Provider<?> p : providers) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("kind", p.kind().label());
            entry.put("id", p.id());
            entry.put("game", p.gameId());
            entry.put("ranking", p.ranking());
            entry.put("bundle", p.bundle());
            entry.put("version", p.version());
            if (p.kind() == Provider.Kind.STRATEGY) {
                entry.put("plays", playedGames(p, providers));
            }
            entries.add(entry);
        }
        context.output().println(context.toJson(Map.of("services", entries)));
    }

    private static List<String> playedGames(Provider<?> strategy, List<Provider<?>> providers) {
        List<String> played = new ArrayList<>();
        for (Provider<?> game : providers) {
            if (game.kind() == Provider.Kind.GAME && plays(strategy, game)) {
                played.add(game.id());
            }
        }
        Collections.sort(played);
        return played;
    }

    private static boolean plays(Provider<?> strategy, Provider<?> game) {
        if (!strategy.isActive() || !game.isActive()) {
            return false;
        }
        try {
            return ((Searcher) strategy.service()).refusal((Game<?>) game.service(), TIMED).isEmpty();
        } catch (RuntimeException failed) {
            return false;
        }
    }

    /** The command's arguments. */
    private static final class Arguments {
        @Option(names = "--json", description = "one JSON object")
        private boolean json;
    }
}
