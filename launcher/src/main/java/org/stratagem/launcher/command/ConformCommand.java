package org.stratagem.launcher.command;

import java.util.List;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.testkit.Conformance;
import org.stratagem.testkit.ConformanceReport;
import picocli.CommandLine.Option;

/**
 * {@code conform GAME [--games N] [--seed S] [--from POSITION]}: the game test kit's conformance suite
 * against any installed game, its own or a third party's. Prints one line: what was checked and
 * "conforms", or the first broken contract with the moves that lead to it (exit status 1).
 */
@Component(service = Command.class)
@CommandName(ConformCommand.NAME)
public final class ConformCommand implements Command {
    static final String NAME = "conform";
    static final int DEFAULT_GAMES = 100;
    static final long DEFAULT_SEED = 1;

    private final Bindings bindings;

    /**
     * @param bindings the registered games
     */
    @Activate
    public ConformCommand(@Reference Bindings bindings) {
        this.bindings = bindings;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "check a game against the contracts of engine.api with seeded random games (the game test kit)";
    }

    @Override
    public String usage() {
        return "usage: conform GAME [--games N] [--seed S] [--from POSITION] [variant options]\n"
                + "  Plays N random games (default " + DEFAULT_GAMES + ") chosen by the seed S (default " + DEFAULT_SEED
                + ") from the game's initial\n  position, or from POSITION, checking every contract after every move."
                + " Exit status 1 and the first\n  failing move sequence if one breaks.";
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        if (arguments.isEmpty() || arguments.get(0).startsWith("--")) {
            throw new NotationException("expected a GAME; " + usage().lines().findFirst().orElse(""));
        }
        Arguments given = new Arguments();
        VariantOptions options = new VariantOptions(given, bindings.game(arguments.get(0)));
        context.parse(options.spec(), arguments.subList(1, arguments.size()));
        ConformanceReport report = check(options.variant(), given.from, given.games, given.seed);
        context.output().println(report);
        return report.passed() ? Dispatcher.OK : Dispatcher.FAILURE;
    }

    /** The arguments after GAME, but for the game's variant options. */
    private static final class Arguments {
        private int games = DEFAULT_GAMES;

        @Option(names = "--seed", paramLabel = "S")
        private long seed = DEFAULT_SEED;

        @Option(names = "--from", paramLabel = "POSITION")
        private String from = "";

        @Option(names = "--games", paramLabel = "N")
        void games(long value) {
            games = (int) Ranges.check("--games", value, 1, 1_000_000);
        }
    }

    private static <P extends Position> ConformanceReport check(Game<P> game, String start, int games, long seed) {
        try {
            game.parsePosition(start);
        } catch (NotationException notAStart) {
            throw new NotationException(start.isEmpty() ? "game " + game.id() + " has no initial position: give one with "
                    + "--from POSITION (" + notAStart.getMessage() + ")" : notAStart.getMessage());
        }
        return Conformance.check(game, List.of(start), games, seed);
    }
}
