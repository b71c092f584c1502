package org.stratagem.launcher.web;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.stratagem.launcher.command.Dispatcher;
import org.stratagem.web.api.SessionException;

/**
 * A session's position as a record in a format the game's command converts to (Gomoku's SGF, psq and
 * position), where it offers {@code convert} ({@code gomoku convert - --to FORMAT --rule R --size N}, the
 * position on its input): the platform knows no record format itself. Only standard input is ever converted,
 * never a file. The record saved beside a session is the game's own ({@link SessionGame#record}).
 */
final class ConvertedRecords {
    private final Dispatcher dispatcher;

    ConvertedRecords(Dispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    /** @return whether the game's command converts records */
    private boolean converts(String game) {
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
}
