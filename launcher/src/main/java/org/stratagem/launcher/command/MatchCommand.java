package org.stratagem.launcher.command;

import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.stratagem.engine.api.command.GameRecords;
import org.stratagem.engine.api.command.MatchScore;
import org.stratagem.engine.api.command.RefereedMatches;
import org.stratagem.launcher.match.Match;
import org.stratagem.launcher.match.Openings;
import org.stratagem.launcher.match.PlayerSpec;
import org.stratagem.launcher.match.TimeControl;
import org.stratagem.launcher.session.Bindings;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code match GAME --a SPEC --b SPEC [--games N] [--time MS] [--clock MS[+INC]] [--openings FILE]
 * [--json]}: two strategy configurations play a game of two teams against each other (see
 * {@link Match}), colours alternated: each opening is played twice, A taking the first team, then the
 * second. Without an openings file every game starts from the game's initial position. Prints A's
 * wins, draws and losses and the Elo difference with its 95% error margin ({@link MatchScore}).
 * {@code --clock} gives each player a clock for the whole game (with a Fischer increment after
 * {@code +}); {@code --time} limits every move, alone or within the clock.
 */
@Component(service = Command.class)
@CommandName(MatchCommand.NAME)
public final class MatchCommand implements Command {
    /** The command's name. */
    static final String NAME = "match";

    private static final int DEFAULT_GAMES = 10;
    private static final int DEFAULT_MILLIS = 100;
    private static final long MAX_CLOCK_MILLIS = 86_400_000;

    private final Bindings bindings;

    /**
     * @param bindings the platform's wiring
     */
    @Activate
    public MatchCommand(@Reference Bindings bindings) {
        this.bindings = bindings;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "play two strategy configurations against each other: wins, draws, losses, Elo difference";
    }

    @Override
    public String usage() {
        return "usage: match GAME --a SPEC --b SPEC [--games N] [--time MS] [--clock MS[+INC]] [--openings FILE]"
                + " [--save DIR] [--json]\n"
                + "  SPEC: strategy=ID,evaluator=ID,movegen=ID (each part optional). Colours alternate; each\n"
                + "  opening (a position per line of FILE, '#' comments) is played twice. --clock: each player's\n"
                + "  time for the whole game, plus INC ms after each move; out of time loses. Defaults: "
                + DEFAULT_GAMES + " games,\n  " + DEFAULT_MILLIS + " ms a move without a clock, the game's initial position."
                + " --save: each game's record\n  as DIR/game-NNN.txt (the start, the moves, A's result) and in the game's own"
                + " format if it has\n  one (gomoku: DIR/game-NNN.sgf), or in the format of a refereed game's referee"
                + " (junqi:\n  DIR/game-NNN.jrec, for junqi replay).";
    }

    @Override
    public int run(CommandContext context) {
        Arguments given = context.parse(new Arguments(), context.arguments());
        Game<?> game = bindings.game(given.game);
        if (!game.traits().twoTeams()) {
            throw new NotationException("game '" + game.id() + "' is not a game of two teams");
        }
        Choice a = PlayerSpec.parse("--a", given.a);
        Choice b = PlayerSpec.parse("--b", given.b);
        Optional<RefereedMatches> referee = game.capability(RefereedMatches.class);
        if (referee.isEmpty() && game.traits().hiddenInformation()) {
            throw new NotationException("game '" + game.id() + "' hides information from its players and has no referee"
                    + " to play matches");
        }
        GameFiles files = given.save == null ? null : GameFiles.in(given.save);
        Result result;
        if (referee.isPresent()) {
            refuseSetUp(game, given);
            result = refereed(referee.get(), context, a, b, given, files);
        } else {
            List<String> openings = given.openings == null ? List.of("") : readOpenings(given.openings);
            Openings.check(game, openings);
            result = play(game, a, b, given, openings, files);
        }
        print(context, game.id(), given, result);
        return 0;
    }

    /** A refereed game starts from its referee's set-up and times each move alike. */
    private static void refuseSetUp(Game<?> game, Arguments given) {
        if (given.openings != null) {
            throw new NotationException("--openings: the games of " + game.id() + " start from its referee's set-up,"
                    + " not from a position");
        }
        if (given.clockMillis != 0) {
            throw new NotationException("--clock: the referee of " + game.id() + " times every move alike; use --time");
        }
    }

    /** The command's arguments. */
    private static final class Arguments {
        @Parameters(paramLabel = "GAME")
        private String game;

        @Option(names = "--a", paramLabel = "SPEC", required = true)
        private String a;

        @Option(names = "--b", paramLabel = "SPEC", required = true)
        private String b;

        private int games = DEFAULT_GAMES;
        private long moveMillis;
        private long clockMillis;
        private long increment;

        @Option(names = "--openings", paramLabel = "FILE")
        private String openings;

        @Option(names = "--json")
        private boolean json;

        @Option(names = "--save", paramLabel = "DIR")
        private String save;

        @Option(names = "--games", paramLabel = "N")
        void games(long value) {
            games = (int) Ranges.check("--games", value, 1, 100_000);
        }

        @Option(names = "--time", paramLabel = "MS")
        void time(long value) {
            moveMillis = Ranges.check("--time", value, 1, 3_600_000);
        }

        @Option(names = "--clock", paramLabel = "MS[+INC]")
        void clock(String text) {
            String[] parts = text.split("\\+", -1);
            if (parts.length > 2) {
                throw new NotationException("--clock '" + NotationException.excerpt(text) + "' is not MS or MS+INC");
            }
            clockMillis = Ranges.parse("--clock '" + text + "': '" + parts[0] + "'", parts[0], 1, MAX_CLOCK_MILLIS);
            increment = parts.length == 1 ? 0
                    : Ranges.parse("--clock '" + text + "': '" + parts[1] + "'", parts[1], 0, MAX_CLOCK_MILLIS);
        }

        /** @return the time control: a time a move, or a clock for the game with an increment */
        TimeControl timeControl() {
            return clockMillis == 0 ? new TimeControl(moveMillis == 0 ? DEFAULT_MILLIS : moveMillis, 0, 0)
                    : new TimeControl(moveMillis, clockMillis, increment);
        }
    }

    /**
     * A match's score, the games lost by forfeit (no move, an illegal move, a failed strategy) and
     * those lost on time; in refereed games, the turns each player missed instead (the referee's rules
     * say what a missed turn costs).
     */
    private record Result(MatchScore score, int forfeits, int timeLosses, int aMissed, int bMissed) {
    }

    private <P extends Position> Result play(Game<P> game, Choice a, Choice b, Arguments given, List<String> openings,
            GameFiles files) {
        Match<P> match = new Match<>(bindings, game, a, b, given.timeControl());
        MatchScore total = new MatchScore(0, 0, 0);
        for (int played = 0; played < given.games; played++) {
            total = total.plus(match.play(openings.get(played / 2 % openings.size()), played % 2));
            if (files != null) {
                List<String> lines = new ArrayList<>(List.of("# stratagem match record", "game " + game.id(),
                        "a " + given.a, "b " + given.b, "a_team " + played % 2));
                lines.addAll(match.lastRecord());
                files.write(played + 1, "txt", lines);
                int number = played + 1;
                GameRecords.of(game).ifPresent(records ->
                        files.write(number, records.recordExtension(), records.record(match.lastPosition())));
            }
        }
        return new Result(total, match.forfeits(), match.timeLosses(), 0, 0);
    }

    private static Result refereed(RefereedMatches referee, CommandContext context, Choice a, Choice b,
            Arguments given, GameFiles files) {
        MatchScore total = new MatchScore(0, 0, 0);
        int aMissed = 0;
        int bMissed = 0;
        long moveMillis = given.timeControl().moveMillis();
        for (int played = 0; played < given.games; played++) {
            RefereedMatches.RefereedGame game = referee.play(context, a, b, played % 2, played / 2, moveMillis);
            total = total.plus(game.score());
            aMissed += game.aMissed();
            bMissed += game.bMissed();
            if (files != null) {
                files.write(played + 1, referee.recordExtension(), game.record());
            }
        }
        return new Result(total, 0, 0, aMissed, bMissed);
    }

    private static void print(CommandContext context, String game, Arguments given, Result result) {
        MatchScore score = result.score();
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("game", game);
        fields.put("a", given.a);
        fields.put("b", given.b);
        fields.put("games", score.games());
        fields.put("wins", score.wins());
        fields.put("draws", score.draws());
        fields.put("losses", score.losses());
        fields.put("score", round(score.score()));
        fields.put("elo", finiteOrNull(score.elo()));
        fields.put("eloMargin", finiteOrNull(score.eloMargin()));
        fields.put("forfeits", result.forfeits());
        fields.put("lostOnTime", result.timeLosses());
        fields.put("missedTurns", List.of(result.aMissed(), result.bMissed()));
        PrintStream out = context.output();
        if (given.json) {
            out.println(context.toJson(fields));
            return;
        }
        out.printf("match %s: A (%s) against B (%s), %s%n", game, fields.get("a"), fields.get("b"),
                count(score.games(), "game"));
        out.printf("A: %s, %s, %s (score %.3f)%s%s%n", count(score.wins(), "win"), count(score.draws(), "draw"),
                count(score.losses(), "loss"),
                score.score(), result.forfeits() == 0 ? "" : "; " + result.forfeits() + " lost by forfeit",
                result.timeLosses() == 0 ? "" : "; " + result.timeLosses() + " lost on time");
        if (result.aMissed() + result.bMissed() > 0) {
            out.printf("Missed turns: A %d, B %d%n", result.aMissed(), result.bMissed());
        }
        out.printf("Elo difference: %s%n", score.eloText());
    }

    /** @return "1 game", "2 games", "1 loss", "3 losses" */
    private static String count(int n, String noun) {
        return n + " " + (n == 1 ? noun : noun.endsWith("s") ? noun + "es" : noun + "s");
    }

    private static Object finiteOrNull(double value) {
        return Double.isFinite(value) ? round(value) : null;
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }

    private static List<String> readOpenings(String file) {
        try {
            return Openings.read(Path.of(file), file);
        } catch (InvalidPathException invalid) {
            throw new NotationException("cannot read '" + NotationException.excerpt(file) + "': not a valid path");
        }
    }
}
