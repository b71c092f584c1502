package org.stratagem.launcher.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void writesNestedValuesInOrderWithEscapes() {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("layout", "A\"B\\C\n");
        object.put("moves", 116);
        object.put("proven", true);
        object.put("result", null);
        object.put("pv", List.of("C D", "E\tU"));
        object.put("nested", Map.of("x", 1.5));
        assertEquals("{\"layout\": \"A\\\"B\\\\C\\n\", \"moves\": 116, \"proven\": true, \"result\": null, "
                + "\"pv\": [\"C D\", \"E\\tU\"], \"nested\": {\"x\": 1.5}}", Json.write(object));
    }

    @Test
    void escapesControlCharacters() {
        assertEquals("[\"\\u0001\"]", Json.write(Arrays.asList("\u0001")));
    }
}
