package org.stratagem.launcher.web;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.stratagem.launcher.command.Dispatcher;
import org.stratagem.web.api.SessionException;

/**
 * A game's own record of a session (Gomoku's SGF and psq), written by the game's command where it
 * offers {@code convert} ({@code gomoku convert - --to FORMAT --rule R --size N}, the position on its
 * input): the platform knows no record format itself. Only standard input is ever converted, never a file.
 */
final class GameRecords {
    /** The format a session's record is saved in, beside its own file, where the game has it. */
    static final String SAVED_FORMAT = "sgf";

    private final Dispatcher dispatcher;

    GameRecords(Dispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    /** @return whether the game's command converts records */
    boolean converts(String game) {
        return dispatcher.command(game).map(command -> command.usage().contains("convert ")).orElse(false);
    }

    /**
     * @param game     the game's id
     * @param variant  its variant options
     * @param position the position, in the game's notation
     * @param format   the record format
     * @return the record
     * @throws SessionException BAD_INPUT if the game has no such format, or the position cannot be written in it
     */
    String write(String game, Map<String, String> variant, String position, String format) {
        if (!converts(game)) {
            throw new SessionException(SessionException.Reason.BAD_INPUT, "game '" + game + "' has no record formats");
        }
        List<String> arguments = new ArrayList<>(List.of("convert", "-", "--to", format));
        variant.forEach((option, value) -> arguments.addAll(List.of("--" + option, value)));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = dispatcher.run(game, arguments, new BufferedReader(new StringReader(position)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        if (status != Dispatcher.OK) {
            throw new SessionException(SessionException.Reason.BAD_INPUT, err.toString(StandardCharsets.UTF_8).strip());
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** @return the record in the saved format, if the game has one that holds this position */
    Optional<String> saved(String game, Map<String, String> variant, String position) {
        if (!converts(game)) {
            return Optional.empty();
        }
        try {
            return Optional.of(write(game, variant, position, SAVED_FORMAT));
        } catch (SessionException unwritable) {
            return Optional.empty();
        }
    }
}
