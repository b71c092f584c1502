package org.stratagem.launcher.command;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
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
        List<String> arguments = context.arguments();
        if (arguments.isEmpty() || arguments.get(0).startsWith("--")) {
            throw new NotationException("missing action (new, show, play, undo, use, go)");
        }
        String action = arguments.get(0);
        Arguments given = context.parse(new Arguments(), arguments.subList(1, arguments.size()));
        switch (action) {
            case "new" -> current = start(given);
            case "play" -> session().play(given.rest);
            case "undo" -> session().undo();
            case "use" -> session().choose(given.search.choice().orElse(session().choice()));
            case "go" -> go(session(), given, context);
            case "show" -> { }
            default -> throw new NotationException("session: unknown action '" + NotationException.excerpt(action) + "'");
        }
        show(session(), context, given.json && !"go".equals(action));
        return 0;
    }

    private GameSession<?> start(Arguments given) {
        if (given.rest.isEmpty() || given.rest.size() > 2) {
            throw new NotationException("session new: expected GAME [POSITION]");
        }
        return bindings.newSession(given.rest.get(0), Map.of(), given.rest.size() == 2 ? given.rest.get(1) : "",
                given.search.choice());
    }

    private GameSession<?> session() {
        if (current == null) {
            throw new NotationException("session: no game in progress; start one with 'session new GAME [POSITION]'");
        }
        return current;
    }

    private <P extends Position> void go(GameSession<P> session, Arguments given, CommandContext context) {
        Choice override = given.search.choice();
        SearchResult result = session.search(override, given.search.limits(), SearchListener.NONE, new StopSignal());
        String strategy = bindings.strategyFor(session.game(), override.orElse(session.choice()).strategy());
        SearchReport.print(context, SearchReport.fields(session, strategy, result), given.json);
    }

    private static void show(GameSession<?> session, CommandContext context, boolean json) {
        PrintStream out = context.output();
        if (json) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("game", session.game().id());
            fields.put("position", session.position());
            fields.put("history", session.history());
            fields.put("over", session.isOver());
            out.println(context.toJson(fields));
            return;
        }
        out.printf("game %s  position %s%s%n", session.game().id(), session.position(), session.isOver() ? "  (over)" : "");
        out.printf("history %s%n", String.join(" ", session.history()));
    }

    /** The arguments after the action: its words (GAME POSITION, or MOVEs) and the options. */
    private static final class Arguments {
        @Parameters(arity = "0..*", paramLabel = "WORD")
        private List<String> rest = new ArrayList<>();

        @Mixin
        private SearchOptions search = new SearchOptions();

        @Option(names = "--json", description = "one JSON object")
        private boolean json;
    }
}
