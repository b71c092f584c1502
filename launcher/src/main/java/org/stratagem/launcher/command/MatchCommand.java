package org.stratagem.launcher.command;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.Command;
import org.stratagem.engine.api.CommandContext;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.launcher.match.Match;
import org.stratagem.launcher.match.MatchScore;
import org.stratagem.launcher.match.PlayerSpec;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.launcher.session.Choice;

/**
 * {@code match GAME --a SPEC --b SPEC [--games N] [--time MS] [--openings FILE] [--json]}: two
 * strategy configurations play a game of two teams against each other (see {@link Match}), colours
 * alternated: each opening is played twice, A taking the first team, then the second. Without an
 * openings file every game starts from the game's initial position. Prints A's wins, draws and
 * losses and the Elo difference with its 95% error margin ({@link MatchScore}).
 */
@Component(service = Command.class, property = Command.NAME + "=match")
public final class MatchCommand implements Command {
    private static final int DEFAULT_GAMES = 10;
    private static final int DEFAULT_MILLIS = 100;

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
        return "match";
    }

    @Override
    public String summary() {
        return "play two strategy configurations against each other: wins, draws, losses, Elo difference";
    }

    @Override
    public String usage() {
        return "usage: match GAME --a SPEC --b SPEC [--games N] [--time MS] [--openings FILE] [--json]\n"
                + "  SPEC: strategy=ID,evaluator=ID,movegen=ID (each part optional). Colours alternate; each\n"
                + "  opening (a position per line of FILE, '#' comments) is played twice. Defaults: "
                + DEFAULT_GAMES + " games, " + DEFAULT_MILLIS + " ms a move, the game's initial position.";
    }

    @Override
    public int run(CommandContext context) {
        Options options = Options.parse(context.arguments(), Set.of("json"),
                Set.of("a", "b", "games", "time", "openings"));
        options.atMost(1);
        Game<?> game = bindings.game(options.required(0, "GAME"));
        if (!game.traits().twoTeams()) {
            throw new NotationException("game '" + game.id() + "' is not a game of two teams");
        }
        Choice a = PlayerSpec.parse("--a", options.value("a").orElseThrow(() -> new NotationException("--a SPEC is required")));
        Choice b = PlayerSpec.parse("--b", options.value("b").orElseThrow(() -> new NotationException("--b SPEC is required")));
        int games = (int) options.number("games", 1, 100_000);
        long millis = options.number("time", 1, 3_600_000);
        List<String> openings = options.value("openings").map(MatchCommand::readOpenings).orElse(List.of(""));
        checkOpenings(game, openings);
        Result result = play(game, a, b, games == 0 ? DEFAULT_GAMES : games, millis == 0 ? DEFAULT_MILLIS : millis,
                openings);
        print(context.output(), game.id(), options, result, options.flag("json"));
        return 0;
    }

    /** A match's score and the games lost by forfeit (no move, an illegal move, a failed strategy). */
    private record Result(MatchScore score, int forfeits) {
    }

    private <P extends Position> Result play(Game<P> game, Choice a, Choice b, int games, long millis,
            List<String> openings) {
        Match<P> match = new Match<>(bindings, game, a, b, millis);
        MatchScore total = new MatchScore(0, 0, 0);
        for (int played = 0; played < games; played++) {
            total = total.plus(match.play(openings.get(played / 2 % openings.size()), played % 2));
        }
        return new Result(total, match.forfeits());
    }

    private static void print(PrintStream out, String game, Options options, Result result, boolean json) {
        MatchScore score = result.score();
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("game", game);
        fields.put("a", options.value("a").orElseThrow());
        fields.put("b", options.value("b").orElseThrow());
        fields.put("games", score.games());
        fields.put("wins", score.wins());
        fields.put("draws", score.draws());
        fields.put("losses", score.losses());
        fields.put("score", round(score.score()));
        fields.put("elo", finiteOrNull(score.elo()));
        fields.put("eloMargin", finiteOrNull(score.eloMargin()));
        fields.put("forfeits", result.forfeits());
        if (json) {
            out.println(Json.write(fields));
            return;
        }
        out.printf("match %s: A (%s) against B (%s), %d games%n", game, fields.get("a"), fields.get("b"), score.games());
        out.printf("A: %d wins, %d draws, %d losses (score %.3f)%s%n", score.wins(), score.draws(), score.losses(),
                score.score(), result.forfeits() == 0 ? "" : "; " + result.forfeits() + " lost by forfeit");
        out.printf("Elo difference: %s%n", Double.isFinite(score.elo())
                ? String.format("%+.1f ± %.1f (95%%)", score.elo() + 0.0, score.eloMargin())
                : (score.elo() > 0 ? "+" : "-") + "infinity (every game " + (score.elo() > 0 ? "won" : "lost") + ")");
    }

    private static Object finiteOrNull(double value) {
        return Double.isFinite(value) ? round(value) : null;
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }

    /** Every opening must be a position of the game where there is a move to make. */
    private static void checkOpenings(Game<?> game, List<String> openings) {
        for (int i = 0; i < openings.size(); i++) {
            String where = openings.size() == 1 && openings.get(0).isEmpty() ? "the initial position"
                    : "opening " + (i + 1) + " '" + openings.get(i) + "'";
            try {
                if (game.parsePosition(openings.get(i)).isTerminal()) {
                    throw new NotationException(where + " is already over");
                }
            } catch (NotationException bad) {
                throw bad.getMessage().startsWith(where) ? bad : new NotationException(where + ": " + bad.getMessage());
            }
        }
    }

    private static List<String> readOpenings(String file) {
        List<String> openings = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.strip().startsWith("#")) {
                    openings.add(line.strip());
                }
            }
        } catch (IOException | InvalidPathException unreadable) {
            throw new NotationException("cannot read " + file + ": " + unreadable.getClass().getSimpleName());
        }
        if (openings.isEmpty()) {
            throw new NotationException(file + " holds no opening");
        }
        return openings;
    }
}
