package org.stratagem.launcher.command;

import java.util.List;
import java.util.Map;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.launcher.session.GameSession;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code analyze GAME POSITION [--strategy ID] [--evaluator ID] [--movegen ID] [--depth D] [--nodes N]
 * [--time MS] [--threads T] [--json]}: one search of one position with any wired strategy. A game with
 * variants takes their options too ({@code Game.variantOptions()}: Gomoku's {@code --rule} and
 * {@code --size}).
 */
@Component(service = Command.class)
@CommandName(AnalyzeCommand.NAME)
public final class AnalyzeCommand implements Command {
    /** The command's name. */
    static final String NAME = "analyze";

    private final Bindings bindings;

    /**
     * @param bindings the choice of strategy, generator and evaluator
     */
    @Activate
    public AnalyzeCommand(@Reference Bindings bindings) {
        this.bindings = bindings;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "search one position: best move, score or proven value, principal variation, depth, nodes, time";
    }

    @Override
    public String usage() {
        return "usage: analyze GAME POSITION [--strategy ID] [--evaluator ID] [--movegen ID]\n"
                + "               [--depth D] [--nodes N] [--time MS] [--threads T] [--memory MB] [--json]\n"
                + "  POSITION is in the game's notation; '' is the initial position where the game has one.\n"
                + "  Limits combine: the search ends at the first one reached (exact solvers prove to the end and\n"
                + "  honour only nodes and time). An option may be given once. Without --threads, a search\n"
                + "  limited by time alone runs on every processor (up to 4), any other on one thread.\n"
                + "  A game's variant options follow too: gomoku --rule freestyle|standard|renju|caro\n"
                + "  --size N (5..22, or WxH).";
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        if (arguments.isEmpty() || arguments.get(0).startsWith("--")) {
            throw new NotationException("missing GAME");
        }
        Arguments given = new Arguments();
        VariantOptions options = new VariantOptions(given, bindings.game(arguments.get(0)));
        context.parse(options.spec(), arguments.subList(1, arguments.size()));
        return analyze(arguments.get(0), options.values(), given, context);
    }

    private <P extends Position> int analyze(String gameId, Map<String, String> variant, Arguments given,
            CommandContext context) {
        Choice choice = given.search.choice();
        GameSession<P> session = bindings.newSession(gameId, variant, given.position, choice);
        SearchResult result = session.search(Choice.NONE, given.search.limits(), SearchListener.NONE, new StopSignal());
        String strategy = bindings.strategyFor(session.game(), choice.strategy());
        SearchReport.print(context, SearchReport.fields(session, strategy, result), given.json);
        return 0;
    }

    /** The arguments after GAME, but for the game's variant options. */
    private static final class Arguments {
        @Parameters(paramLabel = "POSITION", description = "the position, in the game's notation")
        private String position;

        @Mixin
        private SearchOptions search = new SearchOptions();

        @Option(names = "--json", description = "one JSON object")
        private boolean json;
    }
}
