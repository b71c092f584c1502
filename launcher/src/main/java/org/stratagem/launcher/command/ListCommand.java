package org.stratagem.launcher.command;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.launcher.catalog.Provider;
import org.stratagem.launcher.catalog.ServiceCatalog;

/** {@code list [--json]}: every registered game, generator, evaluator, strategy and command, with its bundle. */
@Component(service = Command.class)
@CommandName(ListCommand.NAME)
public final class ListCommand implements Command {
    /** The command's name. */
    static final String NAME = "list";

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
        Options options = Options.parse(context.arguments(), Set.of("json"), Set.of());
        options.atMost(0);
        List<Provider<?>> providers = catalog.all();
        if (options.flag("json")) {
            printJson(context.output(), providers);
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

    private static void printJson(PrintStream out, List<Provider<?>> providers) {
        List<Object> entries = new ArrayList<>();
        for (Provider<?> p : providers) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("kind", p.kind().label());
            entry.put("id", p.id());
            entry.put("game", p.gameId());
            entry.put("ranking", p.ranking());
            entry.put("bundle", p.bundle());
            entry.put("version", p.version());
            entries.add(entry);
        }
        out.println(Json.write(Map.of("services", entries)));
    }
}
