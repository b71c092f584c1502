package org.stratagem.launcher.command;

import java.util.HashSet;
import java.util.List;
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
import org.stratagem.launcher.session.Bindings;
import org.stratagem.testkit.Conformance;
import org.stratagem.testkit.ConformanceReport;

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
        Game<?> registered = bindings.game(arguments.get(0));
        Set<String> valueNames = new HashSet<>(Set.of("games", "seed", "from"));
        valueNames.addAll(registered.variantOptions());
        Options options = Options.parse(arguments.subList(1, arguments.size()), Set.of(), valueNames);
        options.atMost(0);
        Game<?> game = registered.variant(options.values(registered.variantOptions()));
        int games = options.value("games").isPresent() ? (int) options.number("games", 1, 1_000_000) : DEFAULT_GAMES;
        long seed = options.value("seed").isPresent() ? options.number("seed", Long.MIN_VALUE, Long.MAX_VALUE) : DEFAULT_SEED;
        String start = options.value("from").orElse("");
        ConformanceReport report = check(game, start, games, seed);
        context.output().println(report);
        return report.passed() ? Dispatcher.OK : Dispatcher.FAILURE;
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
