package org.stratagem.launcher.command;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
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
 * {@code session new|show|play|undo|use|go}: the shell's game in progress. The session keeps its
 * position and history while strategies come and go; {@code go} searches with the preferred (or
 * chosen) providers of the moment.
 */
@Component(service = Command.class)
@CommandName(SessionCommand.NAME)
public final class SessionCommand implements Command {
    /** The command's name. */
    static final String NAME = "session";

    private final Bindings bindings;
    private GameSession<?> current;

    /**
     * @param bindings the choice of strategy, generator and evaluator
     */
    @Activate
    public SessionCommand(@Reference Bindings bindings) {
        this.bindings = bindings;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "the game in progress in the shell: new, show, play, undo, use, go";
    }

    @Override
    public String usage() {
        return """
                usage: session new GAME [POSITION] [--strategy ID] [--movegen ID] [--evaluator ID]
                       session show [--json]
                       session play MOVE...
                       session undo
                       session use [--strategy ID] [--movegen ID] [--evaluator ID]
                       session go [--strategy ID] [--movegen ID] [--evaluator ID]
                                  [--depth D] [--nodes N] [--time MS] [--threads T] [--json]
                Moves in the shell: quote them where the notation holds '>' (Gogo's redirection),
                e.g. session play '3>1'.""";
    }

    @Override
    public synchronized int run(CommandContext context) {
        Options options = Options.parse(context.arguments(), Set.of("json"), SearchReport.SEARCH_OPTIONS);
        String action = options.required(0, "action (new, show, play, undo, use, go)");
        List<String> rest = options.positional().subList(1, options.positional().size());
        PrintStream out = context.output();
        switch (action) {
            case "new" -> current = start(options, rest);
            case "play" -> session().play(rest);
            case "undo" -> session().undo();
            case "use" -> session().choose(SearchReport.choice(options).orElse(session().choice()));
            case "go" -> go(session(), options, out);
            case "show" -> { }
            default -> throw new NotationException("session: unknown action '" + action + "'");
        }
        show(session(), out, options.flag("json") && !"go".equals(action));
        return 0;
    }

    private GameSession<?> start(Options options, List<String> rest) {
        if (rest.isEmpty() || rest.size() > 2) {
            throw new NotationException("session new: expected GAME [POSITION]");
        }
        return bindings.newSession(rest.get(0), Map.of(), rest.size() == 2 ? rest.get(1) : "", SearchReport.choice(options));
    }

    private GameSession<?> session() {
        if (current == null) {
            throw new NotationException("session: no game in progress; start one with 'session new GAME [POSITION]'");
        }
        return current;
    }

    private <P extends Position> void go(GameSession<P> session, Options options, PrintStream out) {
        Choice override = SearchReport.choice(options);
        SearchResult result = session.search(override, SearchReport.limits(options), SearchListener.NONE, new StopSignal());
        String strategy = bindings.strategyFor(session.game(), override.orElse(session.choice()).strategy());
        SearchReport.print(out, SearchReport.fields(session, strategy, result), options.flag("json"));
    }

    private static void show(GameSession<?> session, PrintStream out, boolean json) {
        if (json) {
            out.println(Json.write(java.util.Map.of("game", session.game().id(), "position", session.position(),
                    "history", session.history(), "over", session.isOver())));
            return;
        }
        out.printf("game %s  position %s%s%n", session.game().id(), session.position(), session.isOver() ? "  (over)" : "");
        out.printf("history %s%n", String.join(" ", session.history()));
    }
}
