package org.stratagem.launcher.command;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.launcher.session.Choice;
import org.stratagem.launcher.session.GameSession;

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
                + "  honour only nodes and time). An option may be given once.\n"
                + "  A game's variant options follow too: gomoku --rule freestyle|standard --size N (5..22).";
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        if (arguments.isEmpty() || arguments.get(0).startsWith("--")) {
            throw new NotationException("missing GAME");
        }
        Game<?> registered = bindings.game(arguments.get(0));
        Set<String> valueNames = new HashSet<>(SearchReport.SEARCH_OPTIONS);
        valueNames.addAll(registered.variantOptions());
        Options options = Options.parse(arguments, Set.of("json"), valueNames);
        options.atMost(2);
        return analyze(registered.id(), options.values(registered.variantOptions()), options.required(1, "POSITION"),
                options, context);
    }

    private <P extends Position> int analyze(String gameId, Map<String, String> variant, String position, Options options,
            CommandContext context) {
        Choice choice = SearchReport.choice(options);
        GameSession<P> session = bindings.newSession(gameId, variant, position, choice);
        Game<P> game = session.game();
        SearchResult result = session.search(Choice.PREFERRED, SearchReport.limits(options), SearchListener.NONE,
                new StopSignal());
        String strategy = bindings.strategyFor(game, choice.strategy());
        SearchReport.print(context.output(), SearchReport.fields(session, strategy, result), options.flag("json"));
        return 0;
    }
}
